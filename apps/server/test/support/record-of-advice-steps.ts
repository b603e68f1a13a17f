import { emptyRoaContent, type RoaContent } from "@adviser-desk/contracts";
import { expect } from "vitest";
import type { HttpClient, HttpResult } from "./http-client";

/**
 * A record of advice with every required section filled in: the ticked records as its basis, a
 * recommended product (linked to `evidence` when given), one considered and not recommended, and
 * a fee in rand.
 */
export function completeRoaContent(
  recordIds: string[],
  evidence: { recordId: string; key: string } | null = null,
): RoaContent {
  const empty = emptyRoaContent();
  return {
    ...empty,
    basis: { ...empty.basis, recordIds, otherInformation: "Fund statement of 30 November 2026." },
    needs: {
      ...empty.needs,
      objectives: "Retire at 60 on two-thirds of today's income.",
      monthlyIncome: 95_833.33,
      monthlyExpenses: 61_250,
      knowledgeAndExperience: "Has held unit trusts for ten years.",
      riskAnswers: [3, 2, 2, 1, 2],
    },
    products: [
      {
        name: "Retirement annuity",
        provider: "Allan Gray",
        recommended: true,
        reason: "Deductible contributions at a 41 % marginal rate; growth free of tax.",
        evidence,
        replaces: null,
      },
      {
        name: "Tax-free savings account",
        provider: "Satrix",
        recommended: false,
        reason: "Its annual limit is already used by the emergency fund.",
        evidence: null,
        replaces: null,
      },
    ],
    fees: [
      { description: "Advice fee", amount: 3_450, frequency: "once", basis: "" },
      {
        description: "Ongoing advice fee",
        amount: null,
        frequency: "yearly",
        basis: "0,5 % of the fund value",
      },
    ],
  };
}

/** Saves `content` over the client's draft (whatever its version) and returns the saved draft. */
export async function saveRoa(client: HttpClient, clientId: string, content: RoaContent) {
  const current = await client.get(`/api/v1/clients/${clientId}/record-of-advice`);
  expect(current.status, JSON.stringify(current.json)).toBe(200);
  const saved = await client.request("PUT", `/api/v1/clients/${clientId}/record-of-advice`, {
    version: current.json.version,
    content,
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  return saved.json;
}

/** Saves a complete record of advice on the ticked records and issues it. */
export async function issueRoa(
  client: HttpClient,
  clientId: string,
  recordIds: string[],
  content: RoaContent = completeRoaContent(recordIds),
): Promise<HttpResult> {
  const saved = await saveRoa(client, clientId, content);
  return client.post(`/api/v1/clients/${clientId}/record-of-advice/issue`, {
    version: saved.version,
  });
}
