import type { RecordKind } from "@adviser-desk/contracts";
import { homeLoanRepaymentKind } from "./home-loan-repayment";
import { investmentComparisonKind } from "./investment-comparison";
import { scenarioKind } from "./scenario";
import type { AnyServerKind } from "./server-kind";
import { transferDutyKind } from "./transfer-duty";

/**
 * Every record kind on the server, one folder each (docs/decisions/037-one-module-per-record-kind.md):
 * the record routes, reports, client summary and data export read a kind from here.
 */
export const KINDS = {
  scenario: scenarioKind,
  "transfer-duty": transferDutyKind,
  "home-loan-repayment": homeLoanRepaymentKind,
  "investment-comparison": investmentComparisonKind,
} as const satisfies Record<RecordKind, AnyServerKind>;

/** A kind known only at run time (a stored row's, a route parameter's). */
export const serverKind = (kind: RecordKind): AnyServerKind => KINDS[kind];
