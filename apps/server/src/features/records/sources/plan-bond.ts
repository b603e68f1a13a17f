import {
  defaultHomeLoanRepaymentInputs,
  firstOfNextMonth,
  isoDateInSouthAfrica,
  RECORD_NAME_MAX,
  type SourceField,
  type SourceLinks,
  type SourceValue,
} from "@adviser-desk/contracts";
import { createRecord } from "../create-record";
import { homeLoanRepaymentKind } from "../kinds/home-loan-repayment";
import { transferDutyKind } from "../kinds/transfer-duty";
import type { RecordDeps, RecordTarget } from "../record-deps";
import { loadSourceRecord } from "./load-source-record";
import { sourceHasNoValue } from "./source-errors";

/**
 * "Plan the bond": a new home loan for the transfer's client, its loan amount the transfer's
 * bond, its first instalment the month after the purchase date, and its rate the transfer's
 * bond rate when one was entered (else prime, the default) — each taken value linked.
 */
export async function planBondFromTransfer(deps: RecordDeps, target: RecordTarget & { now: Date }) {
  const { clientId, source } = await loadSourceRecord(deps, transferDutyKind, target);
  const { bondAmount, acquisitionDate, bondRatePercent } = source.values;
  if (typeof bondAmount !== "number" || bondAmount <= 0 || typeof acquisitionDate !== "string") {
    throw sourceHasNoValue("bond amount");
  }
  const link = (field: SourceField, value: SourceValue) => ({
    kind: "transfer-duty" as const,
    id: target.id,
    version: source.version,
    name: source.name,
    field,
    value,
  });
  const sources: SourceLinks = {
    loanAmount: link("bondAmount", bondAmount),
    startDate: link("acquisitionDate", acquisitionDate),
  };
  const rate = typeof bondRatePercent === "number" ? bondRatePercent : undefined;
  if (rate !== undefined) sources.annualRatePercent = link("bondRatePercent", rate);
  const defaults = defaultHomeLoanRepaymentInputs(isoDateInSouthAfrica(target.now));
  return createRecord(deps, homeLoanRepaymentKind, {
    scope: target.scope,
    now: target.now,
    body: {
      clientId,
      description: `Bond: ${source.name}`.slice(0, RECORD_NAME_MAX),
      inputs: homeLoanRepaymentKind.inputsSchema.parse({
        ...defaults,
        loanAmount: bondAmount,
        startDate: firstOfNextMonth(acquisitionDate),
        ...(rate !== undefined ? { annualRatePercent: rate } : {}),
        sources,
      }),
    },
  });
}
