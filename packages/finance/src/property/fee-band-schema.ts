import { z } from "zod";
import { randsToCents } from "../core/money";
import { randsSchema } from "../core/schemas";
import { formatCentsAsRands } from "./format";

/** A flat fee for values up to and including `upTo` (open-ended when null), e.g. a Deeds Office fee. */
export const flatFeeBandSchema = z.object({
  upTo: randsSchema.nullable(),
  fee: randsSchema,
  /** This one band could not be confirmed from two sources (the rest of the schedule may be). */
  estimate: z.boolean({ error: "must be true or false" }).optional(),
});

/**
 * A guideline fee band: values above `from` up to `upTo` pay `base` + `stepFee` for each `step`
 * "or part thereof" above `from` (the Law Society guideline's wording, hence a ceiling).
 */
export const stepFeeBandSchema = z.object({
  from: randsSchema,
  upTo: randsSchema.nullable(),
  base: randsSchema,
  stepFee: randsSchema,
  step: randsSchema.positive({ error: "must be greater than 0" }),
});

export type FlatFeeBand = z.output<typeof flatFeeBandSchema>;
export type StepFeeBand = z.output<typeof stepFeeBandSchema>;

export interface BandProblem {
  path: (string | number)[];
  message: string;
}

/** Flat bands ascend strictly by `upTo` and only the last is open-ended (so every value has a fee). */
export function flatFeeBandProblems(bands: readonly FlatFeeBand[], key: string): BandProblem[] {
  const problems: BandProblem[] = [];
  bands.forEach((band, i) => {
    const isLast = i === bands.length - 1;
    if (band.upTo === null && !isLast) {
      problems.push({ path: [key, i, "upTo"], message: "only the last band may be open-ended" });
    }
    if (band.upTo !== null && isLast) {
      problems.push({ path: [key, i, "upTo"], message: "the last band must be open-ended (null)" });
    }
    const below = bands[i - 1];
    if (below?.upTo != null && band.upTo !== null && band.upTo <= below.upTo) {
      problems.push({
        path: [key, i, "upTo"],
        message: "bands must ascend: upTo must be greater than the previous band's upTo",
      });
    }
  });
  return problems;
}

/**
 * Step bands start at 0, ascend without gaps, only the last is open-ended, and each base equals
 * the fee at the top of the band below ("R15 120 for the first R500 000"), so typos show up.
 */
export function stepFeeBandProblems(bands: readonly StepFeeBand[]): BandProblem[] {
  const problems: BandProblem[] = [];
  if (bands[0] && bands[0].from !== 0) {
    problems.push({ path: ["bands", 0, "from"], message: "the first band must start at 0" });
  }
  bands.forEach((band, i) => {
    const isLast = i === bands.length - 1;
    if (band.upTo === null && !isLast) {
      problems.push({
        path: ["bands", i, "upTo"],
        message: "only the last band may be open-ended",
      });
    }
    if (band.upTo !== null && isLast) {
      problems.push({
        path: ["bands", i, "upTo"],
        message: "the last band must be open-ended (null)",
      });
    }
    if (band.upTo !== null && band.upTo <= band.from) {
      problems.push({ path: ["bands", i, "upTo"], message: "must be greater than from" });
    }
    const below = bands[i - 1];
    if (!below) return;
    if (band.from <= below.from) {
      problems.push({
        path: ["bands", i, "from"],
        message: "bands must ascend: from must be greater than the previous band's from",
      });
      return;
    }
    if (below.upTo === null || band.from !== below.upTo) {
      problems.push({
        path: ["bands", i, "from"],
        message: `gap or overlap: must equal the previous band's upTo (${below.upTo ?? "none"})`,
      });
      return;
    }
    const expected = stepFeeCents(randsToCents(below.upTo), below);
    if (randsToCents(band.base) !== expected) {
      problems.push({
        path: ["bands", i, "base"],
        message: `inconsistent with the band below: expected ${formatCentsAsRands(expected)}`,
      });
    }
  });
  return problems;
}

/** base + stepFee × ⌈(value − from) ÷ step⌉, in whole cents (all inputs are whole cents: no rounding). */
export function stepFeeCents(valueCents: number, band: StepFeeBand): number {
  return randsToCents(band.base) + randsToCents(band.stepFee) * stepsAbove(valueCents, band);
}

/** How many steps "or part thereof" `valueCents` lies above the band's `from`. */
export function stepsAbove(valueCents: number, band: StepFeeBand): number {
  const above = valueCents - randsToCents(band.from);
  return above <= 0 ? 0 : Math.ceil(above / randsToCents(band.step));
}

/** The band of a step scale that covers `valueCents` (the first band also covers 0). */
export function findStepBand(
  valueCents: number,
  bands: readonly StepFeeBand[],
): StepFeeBand | undefined {
  return bands.find((band) => band.upTo === null || valueCents <= randsToCents(band.upTo));
}

/** The band of a flat schedule that covers `valueCents`. */
export function findFlatBand(
  valueCents: number,
  bands: readonly FlatFeeBand[],
): FlatFeeBand | undefined {
  return bands.find((band) => band.upTo === null || valueCents <= randsToCents(band.upTo));
}
