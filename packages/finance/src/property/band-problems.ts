import { formatCentsInText } from "@adviser-desk/format";
import { type Cents, type Rands, randsToCents } from "../core/money";

/** One broken rule in a band schedule: a path as zod reports it, and why. */
export interface BandProblem {
  path: (string | number)[];
  message: string;
}

/** Only the last band may be open-ended (`upTo` null), and the last band must be. */
export function openEndProblem(
  upTo: Rands | null,
  index: number,
  count: number,
  key: string,
): BandProblem | undefined {
  const isLast = index === count - 1;
  if (upTo === null && !isLast) {
    return { path: [key, index, "upTo"], message: "only the last band may be open-ended" };
  }
  if (upTo !== null && isLast) {
    return { path: [key, index, "upTo"], message: "the last band must be open-ended (null)" };
  }
  return undefined;
}

/** A band that charges `base` plus something for the part of a value above `from`. */
interface ContiguousBand {
  from: number;
  upTo: number | null;
  base: number;
}

/**
 * Cross-band rules the calculators rely on (transfer duty, conveyancing guideline fees): the
 * bands start at 0, ascend without gaps or overlaps, only the last is open-ended, and each base
 * equals `amountAtTopCents` of the band below (to the cent, computed as the calculator computes
 * it), so the amount is continuous at every edge and a typing error shows up.
 */
export function contiguousBandProblems<B extends ContiguousBand>(
  bands: readonly B[],
  amountAtTopCents: (band: B, upTo: Rands) => Cents,
): BandProblem[] {
  const problems: BandProblem[] = [];
  const first = bands[0];
  if (first && first.from !== 0) {
    problems.push({ path: ["bands", 0, "from"], message: "the first band must start at 0" });
  }
  bands.forEach((band, i) => {
    const openEnd = openEndProblem(band.upTo, i, bands.length, "bands");
    if (openEnd) problems.push(openEnd);
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
    const expected = amountAtTopCents(below, below.upTo);
    if (randsToCents(band.base) !== expected) {
      problems.push({
        path: ["bands", i, "base"],
        message: `inconsistent with the band below: expected ${formatCentsInText(expected)}`,
      });
    }
  });
  return problems;
}
