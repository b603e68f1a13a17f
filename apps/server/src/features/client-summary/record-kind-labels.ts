import type { RecordKind } from "@adviser-desk/contracts";

/** A record kind as the client file names it. */
export const KIND_LABELS: Record<RecordKind, string> = {
  scenario: "Tax scenario",
  "transfer-duty": "Transfer duty",
  "home-loan-repayment": "Home loan",
  "investment-comparison": "Investment comparison",
};

/** The order the summary shows the kinds in. */
export const SUMMARY_KIND_ORDER: RecordKind[] = [
  "scenario",
  "transfer-duty",
  "home-loan-repayment",
  "investment-comparison",
];
