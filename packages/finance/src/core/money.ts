/**
 * Money in the finance engine.
 *
 * Rounding rule (the one rule, used everywhere): amounts are carried as integer cents and every
 * value that is not a whole number of cents is rounded to the nearest cent, halves away from zero
 * ("commercial rounding", as banks and SARS statements print). Public results are rands with at
 * most two decimals, produced only by `centsToRands`.
 *
 * Units are types: `Cents`, `Rands`, `Rate` (a fraction, 0.18) and `Percent` (as entered, 18). A
 * value of one unit does not compile where another is wanted, so rands cannot reach a cents
 * parameter. Each unit is a number tagged with an optional brand: arithmetic gives a plain number
 * (TypeScript forgets brands across `+`), and a plain number is accepted, so sums need no wrapper;
 * the conversions below are the only functions that change the tag. Numbers that come from JSON
 * or a form enter as rands through `randsFrom`, the one boundary function.
 *
 * Integer cents stay exact as JS numbers up to Number.MAX_SAFE_INTEGER (≈ R90 trillion), far above
 * any amount an adviser enters; `MAX_RANDS` bounds inputs well inside that range.
 */
declare const unit: unique symbol;

/** Whole cents (integer), the engine's working unit. */
export type Cents = number & { readonly [unit]?: "cents" };

/** Rands rounded to the cent: inputs as entered and every public result. */
export type Rands = number & { readonly [unit]?: "rands" };

/** A fraction applied to an amount: 0.18 is 18 %. */
export type Rate = number & { readonly [unit]?: "rate" };

/** A percentage as an adviser enters it: 11.75 is 11.75 %. */
export type Percent = number & { readonly [unit]?: "percent" };

/** The largest amount any calculator accepts, in rands (R100 billion). */
export const MAX_RANDS: Rands = 100_000_000_000;

/** Rounds a real number of cents to a whole cent, halves away from zero. */
export function roundCents(value: Cents): Cents {
  const magnitude = Math.abs(value);
  // Fast path with the same result as the slow path below: toPrecision(15) moves a value by at
  // most 5e-15 of its size, so when the fraction is further than that from one half, the noise
  // cannot change the half decision. Whole cents (the common case) take this path. It matters
  // for speed: toPrecision costs ~200-400 ns, and a 30-year schedule rounds thousands of values.
  if (magnitude < 1e13) {
    const fraction = magnitude - Math.floor(magnitude);
    if (Math.abs(fraction - 0.5) > magnitude * 2e-14 + 1e-15) {
      const rounded = Math.round(magnitude);
      return rounded === 0 ? 0 : value < 0 ? -rounded : rounded;
    }
  }
  // toPrecision(15) strips binary noise such as 0.1 + 0.2 before the half decision.
  const cleaned = Number(value.toPrecision(15));
  const rounded = Math.sign(cleaned) * Math.round(Math.abs(cleaned));
  return rounded === 0 ? 0 : rounded;
}

/** A plain number from JSON or a form, declared as rands (the boundary into the engine). */
export function randsFrom(value: number): Rands {
  return value;
}

/** Rands (possibly with fractions of a cent) → whole cents. */
export function randsToCents(rands: Rands): Cents {
  return roundCents(rands * 100);
}

/** Whole cents → rands rounded to the cent (the only way results leave the engine). */
export function centsToRands(cents: Cents): Rands {
  return roundCents(cents) / 100;
}

type InRands<T> = {
  [K in keyof T]: T[K] extends null ? null : null extends T[K] ? Rands | null : Rands;
};

/**
 * A result's money in one conversion: each amount in cents becomes the same key in rands (null,
 * "not known", stays null). Keys keep their order, so a result spreads it where the fields go.
 */
export function inRands<const T extends Record<string, Cents | null>>(amounts: T): InRands<T> {
  const rands: Record<string, Rands | null> = {};
  for (const key of Object.keys(amounts)) {
    const cents = amounts[key] ?? null;
    rands[key] = cents === null ? null : centsToRands(cents);
  }
  // The loop gave every key of T its amount in rands (or null), as InRands<T> says.
  return rands as InRands<T>;
}

/** cents × rate (e.g. 0.18), rounded to the cent. */
export function applyRate(cents: Cents, rate: Rate): Cents {
  return roundCents(cents * rate);
}

/** Rounds rands to the cent (for values computed in rands, such as a rate applied to rands). */
export function roundRands(rands: Rands): Rands {
  return centsToRands(randsToCents(rands));
}
