import { firstOfNextMonth } from "@adviser-desk/contracts";
import { formatMoney } from "@adviser-desk/format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../../../test/support/http-client";
import { addClient, put, subscribedAdviser } from "../../../test/support/record-steps";
import { docxContent, pdfText, plain } from "../../../test/support/report-readers";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/*
 * Values one record takes from another (ADR 026): "Plan the bond", the transfer from a loan, the
 * scenario's RA top-up as a comparison, the marginal rate of the latest scenario; every link is
 * checked on the server — the same client of the same company, a version the source had, the
 * value it had then — and a refused link changes nothing.
 */

let t: TestApp;
let a: HttpClient;
let b: HttpClient;
let clientId: string;
let otherClientId: string;
let ownClientOfB: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: a } = await subscribedAdviser(t, "Lerato Mokoena"));
  ({ client: b } = await subscribedAdviser(t, "Bongani Buthelezi"));
  clientId = (await addClient(a)).id;
  otherClientId = (await addClient(a, { clientName: "Other" })).id;
  ownClientOfB = (await addClient(b)).id;
});
afterAll(async () => t.close());

const transferInputs = {
  transferAmount: 2_500_000,
  bondAmount: 2_000_000,
  acquisitionDate: "2026-12-05",
  bondRatePercent: 10.75,
};
/** 2027: R1 000 000 salary, R60 000 RA: well inside the 41 % bracket, with s11F room left. */
const SCENARIO = { age: 45, salary: 1_000_000, retirementContributions: 60_000 };
const takenFromScenario = (item: { link: { kind: string } }) => item.link.kind === "scenario";

async function addTransfer(
  client: HttpClient,
  owner: string,
  inputs: Record<string, unknown> = transferInputs,
) {
  const res = await client.post("/api/v1/transfer-duties", {
    clientId: owner,
    description: "Erf 12 Durbanville",
    inputs,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}

/** Home-loan inputs whose loan amount says it is `source`'s bond amount, at that version. */
const loanLinkedTo = (source: { id: string; version: number }, amount = 2_000_000) => ({
  loanAmount: amount,
  annualRatePercent: 10.25,
  termMonths: 240,
  startDate: "2027-01-01",
  sources: {
    loanAmount: {
      kind: "transfer-duty",
      id: source.id,
      version: source.version,
      field: "bondAmount",
      value: amount,
    },
  },
});

const listRecords = async (client: HttpClient, owner: string, path: string) =>
  (await client.get(`/api/v1/clients/${owner}/${path}`)).json.items;

describe("plan the bond from a transfer", () => {
  it("creates a home loan with the bond amount, the month after purchase and the bond rate, each linked", async () => {
    const transfer = await addTransfer(a, clientId);
    const res = await a.post(`/api/v1/transfer-duties/${transfer.id}/home-loan`);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.clientId).toBe(clientId);
    expect(res.json.description).toBe("Bond: Erf 12 Durbanville");
    expect(res.json.inputs).toMatchObject({
      loanAmount: 2_000_000,
      startDate: "2027-01-01",
      annualRatePercent: 10.75,
      termMonths: 240,
      // Not R 0: the regulations' R 60 plus VAT, which the banks charge, printed as an estimate.
      monthlyServiceFee: 69,
    });
    expect(res.json.inputs.sources.loanAmount).toEqual({
      kind: "transfer-duty",
      id: transfer.id,
      version: transfer.version,
      field: "bondAmount",
      value: 2_000_000,
      name: "Erf 12 Durbanville",
    });
    expect(Object.keys(res.json.inputs.sources).sort()).toEqual([
      "annualRatePercent",
      "loanAmount",
      "startDate",
    ]);
    const status = await a.get(`/api/v1/home-loan-repayments/${res.json.id}/sources`);
    expect(status.status).toBe(200);
    expect(status.json.items).toHaveLength(3);
    for (const item of status.json.items) {
      expect(item).toMatchObject({ name: "Erf 12 Durbanville", changed: false });
    }
    // The report says where the figures came from, by name, without ids.
    const report = await a.get(`/api/v1/home-loan-repayments/${res.json.id}/report`);
    const block = report.json.blocks.find((b: { key: string }) => b.key === "taken-from");
    expect(block.items).toEqual([
      `The loan amount (${formatMoney(2_000_000)}) is the bond amount of the transfer duty calculation “Erf 12 Durbanville”.`,
      "The first instalment (01 January 2027) is the month after the purchase date of the transfer duty calculation “Erf 12 Durbanville”.",
      "The interest rate (10,75\u00a0%) is the bond's interest rate of the transfer duty calculation “Erf 12 Durbanville”.",
    ]);
    expect(JSON.stringify(report.json)).not.toContain(transfer.id);
    expect(report.json.basis.estimates).toEqual([
      expect.stringMatching(/^Monthly service fee R\u00a069,00 \(estimate\): .*reg 44/),
    ]);
  });

  it("without a bond rate on the transfer the loan starts at prime and links only what it took", async () => {
    const { bondRatePercent: _none, ...noRate } = transferInputs;
    const transfer = await addTransfer(a, clientId, noRate);
    const res = await a.post(`/api/v1/transfer-duties/${transfer.id}/home-loan`);
    expect(res.json.inputs.annualRatePercent).toBe(10.25);
    expect(res.json.inputs.sources.annualRatePercent).toBeUndefined();
  });

  it("a transfer without a bond has nothing to plan: 409, and no loan is created", async () => {
    const transfer = await addTransfer(a, clientId, { ...transferInputs, bondAmount: 0 });
    const before = await listRecords(a, clientId, "home-loan-repayments");
    const res = await a.post(`/api/v1/transfer-duties/${transfer.id}/home-loan`);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("records/source-has-no-value");
    expect(await listRecords(a, clientId, "home-loan-repayments")).toEqual(before);
  });

  it("the source changed since: the status says so with the new value; a refresh saves, a locked loan never changes", async () => {
    const transfer = await addTransfer(a, clientId);
    const loan = (await a.post(`/api/v1/transfer-duties/${transfer.id}/home-loan`)).json;
    const saved = await put(a, `/api/v1/transfer-duties/${transfer.id}`, {
      version: transfer.version,
      description: transfer.description,
      inputs: { ...transferInputs, bondAmount: 2_200_000 },
    });
    expect(saved.status).toBe(200);
    const status = await a.get(`/api/v1/home-loan-repayments/${loan.id}/sources`);
    const amount = status.json.items.find(
      (item: { target: string }) => item.target === "loanAmount",
    );
    expect(amount).toMatchObject({
      changed: true,
      currentVersion: saved.json.version,
      currentValue: 2_200_000,
      refreshedValue: 2_200_000,
    });
    // The old link is kept as taken until refreshed: saving the loan as it is still works.
    const unchanged = await put(a, `/api/v1/home-loan-repayments/${loan.id}`, {
      version: loan.version,
      description: loan.description,
      inputs: loan.inputs,
    });
    expect(unchanged.status, JSON.stringify(unchanged.json)).toBe(200);
    const refreshed = await put(a, `/api/v1/home-loan-repayments/${loan.id}`, {
      version: unchanged.json.version,
      description: loan.description,
      inputs: {
        ...loan.inputs,
        loanAmount: 2_200_000,
        sources: {
          ...loan.inputs.sources,
          loanAmount: {
            ...loan.inputs.sources.loanAmount,
            version: saved.json.version,
            value: 2_200_000,
          },
        },
      },
    });
    expect(refreshed.status, JSON.stringify(refreshed.json)).toBe(200);
    expect(refreshed.json.result.instalment).toBeGreaterThan(loan.result.instalment);

    const locked = await a.post(`/api/v1/home-loan-repayments/${loan.id}/lock`);
    expect(locked.status).toBe(200);
    await put(a, `/api/v1/transfer-duties/${transfer.id}`, {
      version: saved.json.version,
      description: transfer.description,
      inputs: { ...transferInputs, bondAmount: 2_400_000 },
    });
    const after = await a.get(`/api/v1/home-loan-repayments/${loan.id}`);
    expect(after.json.inputs.loanAmount).toBe(2_200_000);
    expect(after.json.result).toEqual(locked.json.result);
    const lockedStatus = await a.get(`/api/v1/home-loan-repayments/${loan.id}/sources`);
    expect(
      lockedStatus.json.items.find((item: { target: string }) => item.target === "loanAmount"),
    ).toMatchObject({ changed: true, currentValue: 2_400_000 });
  });
});

describe("a link must say what its source said", () => {
  it("a link claiming another value at the source's current version is refused and saves nothing", async () => {
    const transfer = await addTransfer(a, clientId);
    const before = await listRecords(a, clientId, "home-loan-repayments");
    const res = await a.post("/api/v1/home-loan-repayments", {
      clientId,
      description: "Claims too much",
      inputs: loanLinkedTo(transfer, 3_000_000),
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("records/invalid-source");
    expect(await listRecords(a, clientId, "home-loan-repayments")).toEqual(before);
  });

  it("a version the source never had is refused", async () => {
    const transfer = await addTransfer(a, clientId);
    const res = await a.post("/api/v1/home-loan-repayments", {
      clientId,
      description: "From the future",
      inputs: loanLinkedTo({ ...transfer, version: transfer.version + 5 }),
    });
    expect(res.status).toBe(400);
  });

  it("another client's record of the same company is not a source: 404", async () => {
    const transfer = await addTransfer(a, otherClientId);
    const res = await a.post("/api/v1/home-loan-repayments", {
      clientId,
      description: "Borrowed",
      inputs: loanLinkedTo(transfer),
    });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("records/source-not-found");
  });
});

describe("tenant isolation of links", () => {
  it("another company's record as a source is refused with 404 on create and save, and changes nothing", async () => {
    const transferOfA = await addTransfer(a, clientId);
    const inputs = loanLinkedTo(transferOfA);
    const link = inputs.sources.loanAmount;
    const beforeB = await listRecords(b, ownClientOfB, "home-loan-repayments");
    const created = await b.post("/api/v1/home-loan-repayments", {
      clientId: ownClientOfB,
      description: "Planted",
      inputs,
    });
    expect(created.status).toBe(404);
    expect(created.json.code).toBe("records/source-not-found");
    const unknown = await b.post("/api/v1/home-loan-repayments", {
      clientId: ownClientOfB,
      description: "Planted",
      inputs: {
        ...inputs,
        sources: { loanAmount: { ...link, id: "00000000-0000-4000-8000-000000000000" } },
      },
    });
    expect(unknown.json).toEqual(created.json);
    expect(await listRecords(b, ownClientOfB, "home-loan-repayments")).toEqual(beforeB);

    const own = await b.post("/api/v1/home-loan-repayments", {
      clientId: ownClientOfB,
      description: "Own",
    });
    const saved = await put(b, `/api/v1/home-loan-repayments/${own.json.id}`, {
      version: own.json.version,
      description: "Own",
      inputs,
    });
    expect(saved.status).toBe(404);
    expect((await b.get(`/api/v1/home-loan-repayments/${own.json.id}`)).json).toEqual(own.json);
    // A's transfer reads the same afterwards.
    expect((await a.get(`/api/v1/transfer-duties/${transferOfA.id}`)).json).toEqual(transferOfA);
  });
});

describe("a transfer from a home loan", () => {
  it("takes the bond from the loan amount; the purchase price is the adviser's", async () => {
    const loan = await a.post("/api/v1/home-loan-repayments", { clientId, description: "Bond" });
    const res = await a.post(`/api/v1/home-loan-repayments/${loan.json.id}/transfer-duty`, {
      transferAmount: 1_800_000,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.inputs).toMatchObject({ transferAmount: 1_800_000, bondAmount: 1_500_000 });
    expect(res.json.inputs.sources.bondAmount).toMatchObject({
      kind: "home-loan-repayment",
      id: loan.json.id,
      field: "loanAmount",
    });
    const bad = await a.post(`/api/v1/home-loan-repayments/${loan.json.id}/transfer-duty`, {
      transferAmount: 0,
    });
    expect(bad.status).toBe(400);
  });
});

describe("the scenario's marginal rate and RA top-up in an investment comparison", () => {
  it("an existing comparison offers the changed marginal rate; a refresh saves it in place, a locked one never changes", async () => {
    const owner = (await addClient(a)).id;
    const scenario = (
      await a.post("/api/v1/scenarios", {
        clientId: owner,
        scenarioName: "Salary 2027",
        taxYear: 2027,
        inputs: SCENARIO,
      })
    ).json;
    const comparison = (
      await a.post("/api/v1/investment-comparisons", { clientId: owner, description: "Saving" })
    ).json;
    expect(comparison.inputs.marginalTaxRate).toBe(0.41);
    // The client earns more: the scenario's marginal rate moves to 45 %.
    const raised = await put(a, `/api/v1/scenarios/${scenario.id}`, {
      version: scenario.version,
      scenarioName: scenario.scenarioName,
      taxYear: 2027,
      inputs: { ...scenario.inputs, salary: 2_500_000 },
    });
    expect(raised.status, JSON.stringify(raised.json)).toBe(200);
    expect(raised.json.result.marginalRate).toBe(0.45);
    const status = await a.get(`/api/v1/investment-comparisons/${comparison.id}/sources`);
    // The TFSA's earlier contributions are linked to the client's profile too (none held).
    expect(status.json.items.filter(takenFromScenario)).toEqual([
      expect.objectContaining({
        target: "marginalTaxRate",
        changed: true,
        currentVersion: raised.json.version,
        refreshedValue: 0.45,
        taxYear: 2027,
      }),
    ]);
    const refreshed = await put(a, `/api/v1/investment-comparisons/${comparison.id}`, {
      version: comparison.version,
      description: comparison.description,
      inputs: {
        ...comparison.inputs,
        marginalTaxRate: 0.45,
        sources: {
          ...comparison.inputs.sources,
          marginalTaxRate: {
            ...comparison.inputs.sources.marginalTaxRate,
            version: raised.json.version,
            value: 0.45,
          },
        },
      },
    });
    expect(refreshed.status, JSON.stringify(refreshed.json)).toBe(200);
    expect(refreshed.json.id).toBe(comparison.id);
    expect(refreshed.json.inputs.marginalTaxRate).toBe(0.45);
    const after = await a.get(`/api/v1/investment-comparisons/${comparison.id}/sources`);
    expect(after.json.items.find(takenFromScenario)).toMatchObject({ changed: false });

    // Locked: the source moves again, the comparison keeps 45 % and a save is refused.
    const locked = await a.post(`/api/v1/investment-comparisons/${comparison.id}/lock`);
    expect(locked.status).toBe(200);
    const lowered = await put(a, `/api/v1/scenarios/${scenario.id}`, {
      version: raised.json.version,
      scenarioName: scenario.scenarioName,
      taxYear: 2027,
      inputs: SCENARIO,
    });
    expect(lowered.status).toBe(200);
    const lockedStatus = await a.get(`/api/v1/investment-comparisons/${comparison.id}/sources`);
    expect(lockedStatus.json.items.find(takenFromScenario)).toMatchObject({
      changed: true,
      refreshedValue: 0.41,
    });
    const refused = await put(a, `/api/v1/investment-comparisons/${comparison.id}`, {
      version: locked.json.version,
      description: comparison.description,
      inputs: {
        ...refreshed.json.inputs,
        marginalTaxRate: 0.41,
        sources: {
          ...refreshed.json.inputs.sources,
          marginalTaxRate: {
            ...refreshed.json.inputs.sources.marginalTaxRate,
            version: lowered.json.version,
            value: 0.41,
          },
        },
      },
    });
    expect(refused.status).toBe(409);
    const kept = await a.get(`/api/v1/investment-comparisons/${comparison.id}`);
    expect(kept.json.inputs.marginalTaxRate).toBe(0.45);
    expect(kept.json.result).toEqual(locked.json.result);
  });

  it("the Word report lists the values taken from elsewhere as the PDF does", async () => {
    const owner = (await addClient(a)).id;
    await a.post("/api/v1/scenarios", {
      clientId: owner,
      scenarioName: "Salary 2027",
      taxYear: 2027,
      inputs: SCENARIO,
    });
    const comparison = (
      await a.post("/api/v1/investment-comparisons", { clientId: owner, description: "Saving" })
    ).json;
    const sentence =
      "The marginal tax rate (41 %) is the marginal tax rate of the tax scenario “Salary 2027”.";
    const report = await a.get(`/api/v1/investment-comparisons/${comparison.id}/report`);
    const block = report.json.blocks.find((b: { key: string }) => b.key === "taken-from");
    // The default TFSA's earlier contributions: the profile holds none, and the report says so.
    expect(block.items.map(plain)).toEqual([
      sentence,
      "The client's profile has no TFSA contributions so far: option 2 counts none (R 0), the whole lifetime limit available.",
      "The client's profile has no TFSA contributions this tax year: option 2 counts none (R 0), the whole first year's limit available.",
    ]);
    const pdf = plain(
      (
        await pdfText(
          (
            await a.get(`/api/v1/investment-comparisons/${comparison.id}/report.pdf`)
          ).raw,
        )
      ).text,
    );
    expect(pdf).toContain("Where figures came from");
    expect(pdf.replace(/\s+/g, " ")).toContain(sentence);
    const docx = docxContent(
      (await a.get(`/api/v1/investment-comparisons/${comparison.id}/report.docx`)).raw,
    );
    expect(docx.text).toContain(`Where figures came from\n• ${sentence}`);
    expect(docx.text).not.toMatch(/[{}]/);
    expect(docx.text).not.toContain(comparison.inputs.sources.marginalTaxRate.id);

    // Nothing taken (the adviser's own inputs, no links): no heading, no empty section.
    const plainComparison = (
      await a.post("/api/v1/investment-comparisons", {
        clientId: (await addClient(a)).id,
        description: "Own figures",
        inputs: {
          horizonYears: 10,
          options: [
            { kind: "market", monthlyContribution: 3_000 },
            { kind: "market", wrapper: "tfsa", monthlyContribution: 3_000 },
          ],
        },
      })
    ).json;
    const without = docxContent(
      (await a.get(`/api/v1/investment-comparisons/${plainComparison.id}/report.docx`)).raw,
    );
    expect(without.text).not.toContain("Where figures came from");
    expect(without.text).not.toMatch(/[{}]/);
  });

  it("a new comparison links the latest scenario's marginal rate", async () => {
    const owner = (await addClient(a)).id;
    const scenario = await a.post("/api/v1/scenarios", {
      clientId: owner,
      scenarioName: "Salary 2027",
      taxYear: 2027,
      inputs: SCENARIO,
    });
    const comparison = await a.post("/api/v1/investment-comparisons", {
      clientId: owner,
      description: "New",
    });
    expect(comparison.json.inputs.marginalTaxRate).toBe(scenario.json.result.marginalRate);
    expect(comparison.json.inputs.sources.marginalTaxRate).toMatchObject({
      kind: "scenario",
      id: scenario.json.id,
      version: scenario.json.version,
      field: "marginalRate",
    });
  });

  it("the RA top-up becomes a retirement annuity option of R x ÷ 12 a month against a unit trust", async () => {
    const owner = (await addClient(a)).id;
    const scenario = await a.post("/api/v1/scenarios", {
      clientId: owner,
      scenarioName: "Salary 2027",
      taxYear: 2027,
      inputs: SCENARIO,
    });
    const res = await a.post(`/api/v1/scenarios/${scenario.json.id}/investment-comparison`);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const [ra, unitTrust] = res.json.inputs.options;
    const topUp = res.json.inputs.sources["options.0.monthlyContribution"].value;
    expect(topUp).toBeGreaterThan(0);
    expect(ra).toMatchObject({ wrapper: "retirement-annuity" });
    expect(Math.abs(ra.monthlyContribution * 12 - topUp)).toBeLessThanOrEqual(0.06);
    expect(unitTrust.monthlyContribution).toBe(ra.monthlyContribution);
    expect(res.json.inputs.marginalTaxRate).toBe(scenario.json.result.marginalRate);
    expect(res.json.inputs.marginalTaxRateSource).toBe(
      "From the tax scenario “Salary 2027” (tax year 2027)",
    );
  });

  it("a scenario already in the lowest bracket has no top-up to compare: 409", async () => {
    const owner = (await addClient(a)).id;
    const scenario = await a.post("/api/v1/scenarios", {
      clientId: owner,
      scenarioName: "Low",
      taxYear: 2027,
      inputs: { age: 30, salary: 150_000 },
    });
    const res = await a.post(`/api/v1/scenarios/${scenario.json.id}/investment-comparison`);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("records/source-has-no-value");
  });

  it("a deleted source stays named as gone in the status, never silently rewritten", async () => {
    const transfer = await addTransfer(a, clientId);
    const loan = (await a.post(`/api/v1/transfer-duties/${transfer.id}/home-loan`)).json;
    expect((await a.request("DELETE", `/api/v1/transfer-duties/${transfer.id}`)).status).toBe(204);
    const status = await a.get(`/api/v1/home-loan-repayments/${loan.id}/sources`);
    expect(status.json.items[0]).toMatchObject({ name: null, changed: false, currentValue: null });
    expect(firstOfNextMonth(transferInputs.acquisitionDate)).toBe(loan.inputs.startDate);
  });
});
