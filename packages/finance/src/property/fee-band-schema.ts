import { z } from "zod";
import { type Cents, randsToCents } from "../core/money";
import { randsSchema } from "../core/schemas";
import { type BandProblem, contiguousBandProblems, openEndProblem } from "./band-problems";

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

/** Flat bands ascend strictly by `upTo` and only the last is open-ended (so every value has a fee). */
export function flatFeeBandProblems(bands: readonly FlatFeeBand[], key: string): BandProblem[] {
  const problems: BandProblem[] = [];
  bands.forEach((band, i) => {
    const openEnd = openEndProblem(band.upTo, i, bands.length, key);
    if (openEnd) problems.push(openEnd);
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
 * Step bands follow the contiguous-band rules; each base equals the fee at the top of the band
 * below ("R15 120 for the first R500 000"), so typos show up.
 */
export function stepFeeBandProblems(bands: readonly StepFeeBand[]): BandProblem[] {
  return contiguousBandProblems(bands, (below, upTo) => stepFeeCents(randsToCents(upTo), below));
}

/** base + stepFee × ⌈(value − from) ÷ step⌉, in whole cents (all inputs are whole cents: no rounding). */
export function stepFeeCents(valueCents: Cents, band: StepFeeBand): Cents {
  return randsToCents(band.base) + randsToCents(band.stepFee) * stepsAbove(valueCents, band);
}

/** How many steps "or part thereof" `valueCents` lies above the band's `from`. */
export function stepsAbove(valueCents: Cents, band: StepFeeBand): number {
  const above = valueCents - randsToCents(band.from);
  return above <= 0 ? 0 : Math.ceil(above / randsToCents(band.step));
}

/** The band of a schedule that covers `valueCents`: the first whose `upTo` is at or above it. */
export function findBand<B extends { upTo: number | null }>(
  valueCents: Cents,
  bands: readonly B[],
): B | undefined {
  return bands.find((band) => band.upTo === null || valueCents <= randsToCents(band.upTo));
}
