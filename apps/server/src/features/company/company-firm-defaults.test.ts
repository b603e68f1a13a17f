import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import { recordRoutes } from "@adviser-desk/contracts/endpoints/record-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdviser } from "../../../test/support/company-steps";
import { addClient, subscribedAdviser } from "../../../test/support/record-steps";
import { seedMember } from "../../../test/support/seeded-session";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/**
 * Firm defaults (ADR 031): the owner sets the company's assumptions on PATCH /company
 * (company.manage); every member's new records start from them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function practice(name: string) {
  const owner = await subscribedAdviser(t, `${name} Owner`);
  const adviser = await signedInAdviser(t, `${name} Adviser`);
  await seedMember(t, owner.company.id, adviser.userId, "adviser");
  const assistant = await signedInAdviser(t, `${name} Assistant`);
  await seedMember(t, owner.company.id, assistant.userId, "assistant");
  // An assistant adds clients for the advisers they prepare for (ADR 030).
  const assigned = await owner.client.request(
    "PATCH",
    `/api/v1/company/members/${assistant.userId}`,
    { role: "assistant", assignedAdviserIds: [adviser.userId] },
  );
  if (assigned.status !== 204) throw new Error(`assistant not assigned: ${assigned.status}`);
  return { owner, adviser, assistant };
}

const FIRM = {
  inflation: 0.055,
  investment: 0.095,
  annualFee: 0.0125,
  reportDisclaimer: "Practice FSP 12345.",
};

describe("firm defaults", () => {
  it("a new company has no fee; the owner sets the defaults and every member reads them", async () => {
    const { owner, adviser } = await practice("Defaults");
    expect((await owner.client.call(practiceRoutes.getCompany)).json).toMatchObject({
      inflation: 0.05,
      investment: 0.08,
      annualFee: 0,
    });
    const saved = await owner.client.call(practiceRoutes.updateCompany, { body: FIRM });
    expect(saved.status, saved.body).toBe(200);
    expect(saved.json).toMatchObject(FIRM);
    expect((await adviser.client.call(practiceRoutes.getCompany)).json).toMatchObject(FIRM);
  });

  it("a member's new comparison starts from the firm defaults, fee included", async () => {
    const { owner, adviser, assistant } = await practice("Start");
    await owner.client.call(practiceRoutes.updateCompany, { body: FIRM });
    for (const member of [adviser, assistant, owner]) {
      const clientId = (await addClient(member.client)).id;
      const res = await member.client.call(recordRoutes.createInvestmentComparison, {
        body: {
          clientId,
          description: "New",
        },
      });
      expect(res.status, res.body).toBe(201);
      expect(res.json.inputs.inflationPercent).toBe(5.5);
      for (const option of res.json.inputs.options) {
        expect(option).toMatchObject({ growthPercent: 9.5, annualFeePercent: 1.25 });
      }
    }
  });

  it("only the owner may change them; a refused or invalid change changes nothing", async () => {
    const { owner, adviser, assistant } = await practice("Guard");
    await owner.client.call(practiceRoutes.updateCompany, { body: FIRM });
    const before = (await owner.client.call(practiceRoutes.getCompany)).json;
    for (const member of [adviser, assistant]) {
      const res = await member.client.call(practiceRoutes.updateCompany, {
        body: { annualFee: 0.02 },
      });
      expect([res.status, res.problem.code]).toEqual([403, "company/role-forbidden"]);
    }
    for (const annualFee of [0.1001, -0.01, 2]) {
      const res = await owner.client.call(practiceRoutes.updateCompany, { body: { annualFee } });
      expect(res.status).toBe(400);
    }
    expect((await owner.client.call(practiceRoutes.getCompany)).json).toEqual(before);
    // 10 % is the highest fee accepted.
    const top = await owner.client.call(practiceRoutes.updateCompany, { body: { annualFee: 0.1 } });
    expect([top.status, top.json.annualFee]).toEqual([200, 0.1]);
  });
});
