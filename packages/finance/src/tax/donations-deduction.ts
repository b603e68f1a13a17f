import { formatRate } from "@adviser-desk/format";
import { applyRate, type Cents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";

/** s18A(1): donations deductible up to 10% of taxable income before the s18A deduction. */
export const DONATIONS_LIMIT_RATE = 0.1;

export interface DonationsDeduction {
  limit: Cents;
  allowed: Cents;
  carriedForward: Cents;
  lines: TraceLine[];
}

/**
 * s18A: the deduction is limited to 10% of taxable income (including the taxable capital gain and
 * after s11F) before s18A; the excess is carried forward to the next year (s18A(1), proviso).
 */
export function assessDonationsDeduction(
  donations: Cents,
  broughtForward: Cents,
  taxableBeforeS18A: Cents,
): DonationsDeduction {
  const available = donations + broughtForward;
  if (available === 0) return { limit: 0, allowed: 0, carriedForward: 0, lines: [] };
  const limit = applyRate(Math.max(0, taxableBeforeS18A), DONATIONS_LIMIT_RATE);
  const allowed = Math.min(available, limit);
  const carriedForward = available - allowed;
  const lines: TraceLine[] = [traceLine("s18A donations (with receipts)", donations, "s18A(1)")];
  if (broughtForward > 0) {
    lines.push(traceLine("s18A donations brought forward", broughtForward, "s18A(1) proviso"));
  }
  lines.push(
    traceLine(
      `s18A limit: ${formatRate(DONATIONS_LIMIT_RATE)} of taxable income before s18A`,
      limit,
      "s18A(1)",
    ),
  );
  lines.push(traceLine("Less: s18A donations allowed", -allowed, "s18A(1)"));
  if (carriedForward > 0) {
    lines.push(
      traceLine("s18A donations carried forward to next year", carriedForward, "s18A(1) proviso"),
    );
  }
  return { limit, allowed, carriedForward, lines };
}
