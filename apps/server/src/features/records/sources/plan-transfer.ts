import {
  defaultTransferDutyInputs,
  isoDateInSouthAfrica,
  RECORD_NAME_MAX,
} from "@adviser-desk/contracts";
import { createRecord } from "../create-record";
import { homeLoanRepaymentKind } from "../kinds/home-loan-repayment";
import { transferDutyKind } from "../kinds/transfer-duty";
import type { RecordDeps, RecordTarget } from "../record-deps";
import { loadSourceRecord } from "./load-source-record";
import { sourceHasNoValue } from "./source-errors";

/**
 * A transfer-duty calculation from a home loan: the bond is the loan amount (linked); the
 * purchase price is the adviser's (a loan does not know it), the date today.
 */
export async function planTransferFromBond(
  deps: RecordDeps,
  target: RecordTarget & { now: Date; transferAmount: number },
) {
  const { clientId, source } = await loadSourceRecord(deps, homeLoanRepaymentKind, target);
  const { loanAmount } = source.values;
  if (typeof loanAmount !== "number") throw sourceHasNoValue("loan amount");
  return createRecord(deps, transferDutyKind, {
    scope: target.scope,
    now: target.now,
    body: {
      clientId,
      description: `Transfer: ${source.name}`.slice(0, RECORD_NAME_MAX),
      inputs: transferDutyKind.inputsSchema.parse({
        ...defaultTransferDutyInputs(isoDateInSouthAfrica(target.now)),
        transferAmount: target.transferAmount,
        bondAmount: loanAmount,
        sources: {
          bondAmount: {
            kind: "home-loan-repayment",
            id: target.id,
            version: source.version,
            name: source.name,
            field: "loanAmount",
            value: loanAmount,
          },
        },
      }),
    },
  });
}
