import { z } from "zod";
import { type Cents, centsToRands } from "./money";
import { randsAmountSchema } from "./schemas";

/**
 * One line of working, in order, so screens and reports can show how a figure was reached.
 * `amount` is in rands (rounded to the cent); `rule` cites the law or the convention applied,
 * e.g. "s6(2)(a) primary rebate". Result schemas use this for their `trace`.
 */
export const traceLineSchema = z.object({
  label: z.string(),
  amount: randsAmountSchema,
  rule: z.string().optional(),
});

export type TraceLine = z.output<typeof traceLineSchema>;

/** A trace line from an amount in whole cents (no `rule` key when there is no rule). */
export function traceLine(label: string, cents: Cents, rule?: string): TraceLine {
  return rule === undefined
    ? { label, amount: centsToRands(cents) }
    : { label, amount: centsToRands(cents), rule };
}
