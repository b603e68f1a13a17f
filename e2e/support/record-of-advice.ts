import { expect, type Page } from "@playwright/test";

/**
 * Saves a record of advice with every required section filled in, resting on `recordIds`, over
 * whatever draft the client has: for journeys whose subject is not the editor itself.
 */
export async function saveCompleteRecordOfAdvice(
  page: Page,
  clientId: string,
  recordIds: string[],
) {
  const url = `/api/v1/clients/${clientId}/record-of-advice`;
  const draft = (await (await page.request.get(url)).json()) as { version: number };
  const saved = await page.request.put(url, {
    data: {
      version: draft.version,
      content: {
        basis: {
          recordIds,
          otherInformation: "",
          informationIncomplete: false,
          informationDeclined: "",
        },
        needs: {
          objectives: "Retire at 60.",
          monthlyIncome: null,
          monthlyExpenses: null,
          assets: null,
          liabilities: null,
          financialNotes: "Salary only.",
          knowledgeAndExperience: "Unit trusts for ten years.",
          riskAnswers: [3, 2, 2, 1, 2],
          riskNotes: "",
        },
        products: [
          {
            name: "Retirement annuity",
            provider: "Allan Gray",
            recommended: true,
            reason: "Deductible contributions.",
            evidence: null,
            replaces: null,
          },
        ],
        fees: [{ description: "Advice fee", amount: 3450, frequency: "once", basis: "" }],
        fullSchedules: false,
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return ((await saved.json()) as { version: number }).version;
}

/** Saves a complete record of advice on `recordIds` and issues it (the link kept, not e-mailed). */
export async function issueRecordOfAdvice(page: Page, clientId: string, recordIds: string[]) {
  const version = await saveCompleteRecordOfAdvice(page, clientId, recordIds);
  const issued = await page.request.post(`/api/v1/clients/${clientId}/record-of-advice/issue`, {
    data: { version, sendLink: "copy" },
  });
  expect(issued.status(), await issued.text()).toBe(201);
}
