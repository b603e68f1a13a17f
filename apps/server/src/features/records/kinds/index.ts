import type { RecordKind } from "@adviser-desk/contracts";
import { homeLoanRepaymentKind } from "./home-loan-repayment";
import { investmentComparisonKind } from "./investment-comparison";
import { scenarioKind } from "./scenario";
import type { ServerKind } from "./server-kind";
import { transferDutyKind } from "./transfer-duty";

/**
 * Every record kind on the server, one folder each (docs/decisions/037-one-module-per-record-kind.md):
 * the record routes, reports, client summary and data export read a kind from here.
 */
export const KINDS: { readonly [K in RecordKind]: ServerKind<K> } = {
  scenario: scenarioKind,
  "transfer-duty": transferDutyKind,
  "home-loan-repayment": homeLoanRepaymentKind,
  "investment-comparison": investmentComparisonKind,
};

/** The kind of K; for a kind known only at run time (a stored row's), K is every RecordKind. */
export const serverKind = <K extends RecordKind>(kind: K): ServerKind<K> => KINDS[kind];
