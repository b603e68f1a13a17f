import type { RecordKind } from "../record-common";
import { homeLoanRepaymentContract } from "./home-loan-repayment";
import { investmentComparisonContract } from "./investment-comparison";
import type { ContractKind } from "./kind";
import { scenarioContract } from "./scenario";
import { transferDutyContract } from "./transfer-duty";

/**
 * Every record kind's contract: words, schemas and Word placeholders, one module per kind
 * (docs/decisions/037-one-module-per-record-kind.md). Code that needs no zod reads `KIND_WORDS`.
 */
export const KINDS = {
  scenario: scenarioContract,
  "transfer-duty": transferDutyContract,
  "home-loan-repayment": homeLoanRepaymentContract,
  "investment-comparison": investmentComparisonContract,
} as const satisfies { [K in RecordKind]: ContractKind<K> };
