import { formatCentsInText, formatRate } from "@adviser-desk/format";
import { applyRate, type Cents, randsToCents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import type { TaxYearTable } from "./table-schema";

/** Which s11F(2) limit decides the deduction ("none" when the contributions are within all three). */
export type RetirementLimit = "none" | "rand-cap" | "percentage" | "taxable-income";

export interface RetirementDeduction {
  available: Cents;
  /** The lesser of the three s11F(2) limits (computed even when nothing was contributed). */
  limit: Cents;
  allowed: Cents;
  carriedForward: Cents;
  bindingLimit: RetirementLimit;
  lines: TraceLine[];
}

export interface RetirementDeductionInput {
  contributions: Cents;
  broughtForward: Cents;
  remuneration: Cents;
  /** Taxable income before s11F and s18A and before the taxable capital gain. */
  incomeBeforeS11F: Cents;
  taxableCapitalGain: Cents;
}

/**
 * s11F(2): the deduction is the lesser of (a) the rand cap, (b) 27.5% of the higher of remuneration
 * and taxable income (including the taxable capital gain) before s11F and s18A, and (c) taxable
 * income before s11F, s18A and the taxable capital gain. Sources: SARS news item 5 Aug 2024; Tax
 * Faculty FAQ 397 (taxfaculty.ac.za/faq/general_faqs/solution/397) confirming the capital gain is in
 * (b) but not in (c). The excess is carried forward: s11F(3) deems it contributed in the next year (Tax Faculty FAQ 407).
 */
export function assessRetirementDeduction(
  parts: RetirementDeductionInput,
  table: TaxYearTable,
): RetirementDeduction {
  const available = parts.contributions + parts.broughtForward;
  const cap = randsToCents(table.retirement.annualCap);
  const taxableBeforeS11F = Math.max(0, parts.incomeBeforeS11F + parts.taxableCapitalGain);
  const percentageBase = Math.max(parts.remuneration, taxableBeforeS11F);
  const percentage = applyRate(percentageBase, table.retirement.deductionRate);
  const incomeLimit = Math.max(0, parts.incomeBeforeS11F);
  const limit = Math.min(cap, percentage, incomeLimit);
  const allowed = Math.min(available, limit);
  const carriedForward = available - allowed;
  let bindingLimit: RetirementLimit = "none";
  if (allowed < available) {
    bindingLimit =
      limit === cap ? "rand-cap" : limit === percentage ? "percentage" : "taxable-income";
  }

  if (available === 0)
    return { available, limit, allowed, carriedForward, bindingLimit, lines: [] };

  const rate = formatRate(table.retirement.deductionRate);
  const lines: TraceLine[] = [];
  lines.push(traceLine("Retirement fund contributions", parts.contributions, "s11F(1)"));
  if (parts.broughtForward > 0) {
    lines.push(
      traceLine(
        "Retirement contributions brought forward",
        parts.broughtForward,
        "s11F(3): excess of earlier years deemed contributed this year",
      ),
    );
  }
  lines.push(traceLine("s11F limit (a): annual rand cap", cap, "s11F(2)(a)"));
  lines.push(
    traceLine(
      `s11F limit (b): ${rate} × higher of remuneration ${formatCentsInText(parts.remuneration)} and taxable income ${formatCentsInText(taxableBeforeS11F)}`,
      percentage,
      "s11F(2)(b)",
    ),
  );
  lines.push(
    traceLine(
      "s11F limit (c): taxable income before s11F, s18A and capital gains",
      incomeLimit,
      "s11F(2)(c)",
    ),
  );
  lines.push(
    traceLine(
      "Less: retirement fund deduction allowed",
      -allowed,
      "s11F(2): lesser of contributions and limits (a)–(c)",
    ),
  );
  if (carriedForward > 0) {
    lines.push(
      traceLine("Retirement contributions carried forward to next year", carriedForward, "s11F(3)"),
    );
  }
  return { available, limit, allowed, carriedForward, bindingLimit, lines };
}
