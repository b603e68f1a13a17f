import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../../../test/support/http-client";
import { addClient, addRecord, KINDS, subscribedAdviser } from "../../../test/support/record-steps";
import { pdfText } from "../../../test/support/report-readers";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
let a: HttpClient;
let id: string;
const comparison = KINDS.find((k) => k.kind === "investment-comparison");

beforeAll(async () => {
  t = await createTestApp();
  ({ client: a } = await subscribedAdviser(t, "Naledi Dube"));
  const clientId = (await addClient(a)).id;
  if (!comparison) throw new Error("investment-comparison kind");
  const json = await addRecord(a, comparison, clientId, "RA or TFSA", {
    inputs: {
      horizonYears: 10,
      retirementAnnuity: { retirementIncome: 450_000, ageAtRetirement: 66 },
      options: [
        { kind: "market", label: "RA", wrapper: "retirement-annuity", monthlyContribution: 3_000 },
        {
          kind: "market",
          label: "TFSA",
          wrapper: "tfsa",
          monthlyContribution: 5_000,
          tfsaExcessTo: "penalty",
        },
      ],
    },
  });
  id = json.id;
});
afterAll(async () => t.close());

describe("investment report: the RA's annuity tax and the TFSA excess choice reach the client", () => {
  it("the PDF states the TFSA choice, its 40 % tax, and the annuity taxed on its income at the retirement income", async () => {
    const res = await a.get(`/api/v1/${comparison?.path}/${id}/report.pdf`);
    expect(res.status).toBe(200);
    // The PDF sets apostrophes as ʼ (U+02BC).
    const text = (await pdfText(res.raw)).text.replace(/\s+/g, " ").replaceAll("\u02bc", "'");
    expect(text).toContain("above the limits: pay it into the TFSA and SARS's 40 % tax");
    expect(text).toContain("paid into the TFSA anyway");
    expect(text).toContain("taxed on the income it pays, not on its capital");
    expect(text).toContain("estimated retirement income of R 450 000 a year");
    expect(text).toContain("rebates at age 66");
    expect(text).toContain("include estimates");
    // The basis names the stored tables the RA was taxed with.
    expect(text).toContain("SARS retirement fund lump-sum tax tables");
    expect(text).toContain("SARS rates of tax for the 2027 tax year");
  });
});
