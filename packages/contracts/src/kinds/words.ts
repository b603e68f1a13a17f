import type { RecordKind } from "../record-common";
import { homeLoanRepaymentWords } from "./home-loan-repayment-words";
import { investmentComparisonWords } from "./investment-comparison-words";
import type { KindWords } from "./kind";
import { scenarioWords } from "./scenario-words";
import { transferDutyWords } from "./transfer-duty-words";

/** The words of every kind, without schemas (the full kinds, with zod, are `KINDS` in index.ts). */
export const KIND_WORDS = {
  scenario: scenarioWords,
  "transfer-duty": transferDutyWords,
  "home-loan-repayment": homeLoanRepaymentWords,
  "investment-comparison": investmentComparisonWords,
} as const satisfies { [K in RecordKind]: KindWords<K> };

/** The kinds whose report has a workbook and a CSV. */
export type SpreadsheetKind = {
  [K in RecordKind]: (typeof KIND_WORDS)[K]["spreadsheets"] extends null ? never : K;
}[RecordKind];

/** Every kind, in the order the client file shows them. */
export const kindsInOrder = (): RecordKind[] => Object.keys(KIND_WORDS) as RecordKind[];

/** Whether the kind's report has a workbook and a CSV. */
export const hasSpreadsheets = (kind: RecordKind): kind is SpreadsheetKind =>
  KIND_WORDS[kind].spreadsheets !== null;
