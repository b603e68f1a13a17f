import { formatCentsInText, formatRate } from "@adviser-desk/format";
import { type Cents, centsToRands, type Rands, type Rate, randsToCents } from "../core/money";
import { type Assessment, assessIncomeTax } from "./assess-income-tax";
import { bracketIndexFor } from "./brackets";
import { ensureValidTable } from "./ensure-valid-table";
import { type IncomeTaxInput, parseIncomeTaxInput } from "./income-tax-input";
import { resolveAge } from "./resolve-age";
import type { TaxYearTable } from "./table-schema";

export type LowerBracketOutcome =
  | "reaches-lower-bracket"
  | "capped-by-s11f-room"
  | "already-in-lowest-bracket"
  | "no-s11f-room";

export interface LowerBracketPlan {
  outcome: LowerBracketOutcome;
  /** Extra retirement contribution to make this year (rands). 0 when nothing can be done. */
  extraContribution: Rands;
  /** True when the s11F room ran out before taxable income reached the lower bracket. */
  capped: boolean;
  currentTaxableIncome: Rands;
  currentMarginalRate: Rate;
  /** Top of the next lower bracket (rands); null when already in the lowest bracket. */
  targetTaxableIncome: Rands | null;
  newTaxableIncome: Rands;
  newMarginalRate: Rate;
  /** s11F room left before the extra contribution: the s11F limit less the deduction already used. */
  s11fRoom: Rands;
  taxSaved: Rands;
  reason: string;
}

/**
 * Planning helper: the extra retirement contribution that brings taxable income down to the top of
 * the next lower bracket, capped by the remaining s11F room. The limit does not move with extra
 * contributions (s11F(2) limits are measured before the deduction), but an s18A deduction limited to
 * 10% of taxable income shrinks as income falls, so the amount is solved by re-assessing (a few
 * secant steps, then whole cents) rather than assumed to be rand-for-rand.
 */
export function retirementContributionToLowerBracket(
  input: IncomeTaxInput,
  table: TaxYearTable,
): LowerBracketPlan {
  ensureValidTable(table);
  const parsed = parseIncomeTaxInput(input);
  const age = resolveAge(parsed, table);
  const base = assessIncomeTax(parsed, table, age);
  const index = bracketIndexFor(table.brackets, base.taxableIncome);
  const s11fRoom = Math.max(0, base.retirement.limit - base.retirement.allowed);
  const current = { ti: base.taxableIncome, rate: base.marginalRate };
  const bracket = table.brackets[index];
  if (index === 0 || bracket === undefined) {
    return plan(
      "already-in-lowest-bracket",
      base,
      base,
      0,
      null,
      s11fRoom,
      "Taxable income is already in the lowest bracket.",
    );
  }
  const target = randsToCents(bracket.from);
  if (s11fRoom <= 0) {
    return plan(
      "no-s11f-room",
      base,
      base,
      0,
      target,
      0,
      "No s11F room is left: contributions already reach the deduction limit.",
    );
  }
  const contributions = randsToCents(parsed.retirementContributions);
  const assessWith = (extra: Cents): Assessment =>
    assessIncomeTax(
      { ...parsed, retirementContributions: centsToRands(contributions + extra) },
      table,
      age,
    );

  let extra = Math.min(current.ti - target, s11fRoom);
  let after = assessWith(extra);
  for (let step = 0; step < 4 && after.taxableIncome > target && extra < s11fRoom; step += 1) {
    const slope = (current.ti - after.taxableIncome) / extra;
    if (slope <= 0) break;
    extra = Math.min(s11fRoom, Math.ceil((current.ti - target) / slope));
    after = assessWith(extra);
  }
  for (let nudge = 0; nudge < 100 && after.taxableIncome > target && extra < s11fRoom; nudge += 1) {
    extra += 1;
    after = assessWith(extra);
  }
  // The secant step rounds up to the cent: step back while a cent less still reaches the target.
  for (let nudge = 0; nudge < 100 && extra > 0 && after.taxableIncome <= target; nudge += 1) {
    const less = assessWith(extra - 1);
    if (less.taxableIncome > target) break;
    extra -= 1;
    after = less;
  }
  const reached = after.taxableIncome <= target;
  return reached
    ? plan(
        "reaches-lower-bracket",
        base,
        after,
        extra,
        target,
        s11fRoom,
        `Contributing ${formatCentsInText(extra)} more brings taxable income to ${formatCentsInText(target)}, the top of the ${formatRate(table.brackets[index - 1]?.rate ?? 0)} bracket.`,
      )
    : plan(
        "capped-by-s11f-room",
        base,
        after,
        extra,
        target,
        s11fRoom,
        "The s11F room runs out before taxable income reaches the lower bracket.",
      );
}

function plan(
  outcome: LowerBracketOutcome,
  base: Assessment,
  after: Assessment,
  extra: Cents,
  target: Cents | null,
  room: Cents,
  reason: string,
): LowerBracketPlan {
  return {
    outcome,
    extraContribution: centsToRands(extra),
    capped: outcome === "capped-by-s11f-room",
    currentTaxableIncome: centsToRands(base.taxableIncome),
    currentMarginalRate: base.marginalRate,
    targetTaxableIncome: target === null ? null : centsToRands(target),
    newTaxableIncome: centsToRands(after.taxableIncome),
    newMarginalRate: after.marginalRate,
    s11fRoom: centsToRands(room),
    taxSaved: centsToRands(base.taxPayable - after.taxPayable),
    reason,
  };
}
