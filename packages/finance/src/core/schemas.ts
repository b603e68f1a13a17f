import { z } from "zod";
import { MAX_RANDS, type Percent, type Rands, type Rate } from "./money";

/**
 * A number schema whose parsed value carries a unit (the way zod's own `.brand()` types it, but
 * with the engine's unit tag, so a plain number still fits where the unit is wanted). Checks,
 * `.default()`, `.optional()` and `.nullable()` keep the unit; nothing changes at run time.
 */
export type NumberIn<Unit extends number> = z.ZodNumber & { _zod: { output: Unit } };

/** A finite amount of rands, 0 or more, within MAX_RANDS. */
export const randsSchema: NumberIn<Rands> = z
  .number({ error: "must be a number" })
  .finite({ error: "must be a finite number" })
  .min(0, { error: "must not be negative" })
  .max(MAX_RANDS, { error: `must not exceed ${MAX_RANDS}` });

/** An amount of rands a result carries: any sign (a refund, a saving), rounded to the cent. */
export const randsAmountSchema: NumberIn<Rands> = z.number();

/** A fraction such as 0.31 (a rate), from 0 to `max`. */
export const rateSchema = (max: number): NumberIn<Rate> =>
  z
    .number({ error: "must be a number" })
    .min(0, { error: "must not be negative" })
    .max(max, { error: `must not exceed ${max}` });

/** A calendar date as YYYY-MM-DD that exists (no 31 April). */
export const isoDateSchema = z.iso.date({ error: "must be a date as YYYY-MM-DD" });

/** A percentage such as 11.75 (meaning 11.75%). */
export const percentSchema: NumberIn<Percent> = z
  .number({ error: "must be a number" })
  .finite({ error: "must be a finite number" })
  .min(0, { error: "must not be negative" })
  .max(100, { error: "must not exceed 100" });
