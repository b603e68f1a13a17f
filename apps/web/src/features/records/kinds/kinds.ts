import type { RecordKind } from "../engine/record-types";
import { homeLoanRepaymentKind } from "./home-loan-repayment";
import { investmentComparisonKind } from "./investment-comparison";
import { scenarioKind } from "./scenario";
import { transferDutyKind } from "./transfer-duty";
import type { WebKind } from "./web-kind";

type KindRegistry = { readonly [K in RecordKind]: WebKind<K> };

/** Every kind of record, in the order the client screen lists them. */
export const KINDS = {
  scenario: scenarioKind,
  "transfer-duty": transferDutyKind,
  "home-loan-repayment": homeLoanRepaymentKind,
  "investment-comparison": investmentComparisonKind,
} as const satisfies KindRegistry;

export const KIND_ORDER = Object.keys(KINDS) as readonly RecordKind[];

/** The kind's object, typed by the kind (KINDS[kind] with a generic kind is the kinds' union). */
export const webKind = <K extends RecordKind>(kind: K): WebKind<K> => (KINDS as KindRegistry)[kind];
