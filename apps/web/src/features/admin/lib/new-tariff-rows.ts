import {
  centsToRands,
  type Disbursement,
  type FlatFeeBand,
  randsToCents,
  type StepFeeBand,
  stepFeeCents,
} from "@adviser-desk/finance";

/**
 * The guideline fee band after `last`: it starts where `last` ends, and its base is `last`'s fee
 * at that point (the rule the finance checks enforce), so only the step and step fee need typing.
 */
export function nextStepFeeBand(last: StepFeeBand | undefined): StepFeeBand {
  if (last === undefined) return { from: 0, upTo: null, base: 0, stepFee: 0, step: 100_000 };
  const base =
    last.upTo === null ? last.base : centsToRands(stepFeeCents(randsToCents(last.upTo), last));
  return { from: last.upTo ?? last.from, upTo: null, base, stepFee: last.stepFee, step: last.step };
}

/** The Deeds Office fee band after `last`: open-ended, at `last`'s fee until it is typed. */
export function nextFlatFeeBand(last: FlatFeeBand | undefined): FlatFeeBand {
  return { upTo: null, fee: last?.fee ?? 0 };
}

/** A blank disbursement whose key is not yet taken in `list` (keys must be unique). */
export function newDisbursement(list: readonly Disbursement[]): Disbursement {
  const taken = new Set(list.map((item) => item.key));
  let n = list.length + 1;
  while (taken.has(`disbursement-${n}`)) n += 1;
  return {
    key: `disbursement-${n}`,
    label: "",
    amount: 0,
    appliesTo: "all",
    source: "",
    estimate: true,
  };
}
