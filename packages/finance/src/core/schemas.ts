import { z } from "zod";
import { MAX_RANDS } from "./money";

/** A finite amount of rands, 0 or more, within MAX_RANDS. */
export const randsSchema = z
  .number({ error: "must be a number" })
  .finite({ error: "must be a finite number" })
  .min(0, { error: "must not be negative" })
  .max(MAX_RANDS, { error: `must not exceed ${MAX_RANDS}` });

/** A calendar date as YYYY-MM-DD that exists (no 31 April). */
export const isoDateSchema = z.iso.date({ error: "must be a date as YYYY-MM-DD" });

/** A percentage such as 11.75 (meaning 11.75%). */
export const percentSchema = z
  .number({ error: "must be a number" })
  .finite({ error: "must be a finite number" })
  .min(0, { error: "must not be negative" })
  .max(100, { error: "must not exceed 100" });
