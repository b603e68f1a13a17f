import { formatCentsInText, formatRate } from "@adviser-desk/format";
import { applyRate, type Cents, randsToCents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import type { ParsedIncomeTaxInput } from "./income-tax-input";
import type { TaxYearTable } from "./table-schema";

export interface CapitalGainsAssessment {
  /** Sum of gains less losses after the primary-residence exclusion (para 45). */
  sumOfGainsAndLosses: Cents;
  primaryResidenceExcluded: Cents;
  annualExclusionUsed: Cents;
  netCapitalGain: Cents;
  taxableCapitalGain: Cents;
  capitalLossCarriedForward: Cents;
  lines: TraceLine[];
}

/**
 * Eighth Schedule, one year: para 45 primary-residence exclusion per flagged disposal (it
 * disregards a gain or a loss up to the exclusion); para 5 annual exclusion (para 5(2) year-of-death
 * exclusion when flagged) reducing the aggregate gain or loss towards 0; para 8/9 assessed capital
 * loss brought forward; para 10 inclusion rate. A net loss is carried forward.
 */
export function assessCapitalGains(
  input: ParsedIncomeTaxInput,
  table: TaxYearTable,
): CapitalGainsAssessment {
  const lines: TraceLine[] = [];
  const residenceCap = randsToCents(table.capitalGains.primaryResidenceExclusion);
  let sum = 0;
  let primaryResidenceExcluded = 0;
  input.capitalGains.forEach((entry, index) => {
    const gain = randsToCents(entry.gain);
    const name = entry.description ?? `disposal ${index + 1}`;
    lines.push(
      traceLine(`Capital ${gain < 0 ? "loss" : "gain"}: ${name}`, gain, "Eighth Schedule para 3/4"),
    );
    let counted = gain;
    if (entry.primaryResidence && gain !== 0) {
      const excluded = Math.min(Math.abs(gain), residenceCap);
      counted = gain > 0 ? gain - excluded : gain + excluded;
      primaryResidenceExcluded += excluded;
      lines.push(
        traceLine(
          `Less: primary residence exclusion (up to ${formatCentsInText(residenceCap)})`,
          gain > 0 ? -excluded : excluded,
          "Eighth Schedule para 45",
        ),
      );
    }
    sum += counted;
  });
  const broughtForward = randsToCents(input.capitalLossBroughtForward);
  if (input.capitalGains.length === 0 && broughtForward === 0) {
    return emptyAssessment();
  }
  lines.push(traceLine("Sum of capital gains and losses", sum, "Eighth Schedule para 6/7"));

  const exclusion = randsToCents(
    input.yearOfDeath ? table.capitalGains.deathYearExclusion : table.capitalGains.annualExclusion,
  );
  const annualExclusionUsed = Math.min(Math.abs(sum), exclusion);
  if (annualExclusionUsed > 0) {
    const label = input.yearOfDeath ? "year-of-death exclusion" : "annual exclusion";
    lines.push(
      traceLine(
        `Less: ${label} (${formatCentsInText(exclusion)})`,
        sum > 0 ? -annualExclusionUsed : annualExclusionUsed,
        input.yearOfDeath ? "Eighth Schedule para 5(2)" : "Eighth Schedule para 5(1)",
      ),
    );
  }
  const aggregate = sum > 0 ? sum - annualExclusionUsed : sum + annualExclusionUsed;
  if (broughtForward > 0) {
    lines.push(
      traceLine(
        "Less: assessed capital loss brought forward",
        -broughtForward,
        "Eighth Schedule para 8/9",
      ),
    );
  }
  const net = aggregate - broughtForward;
  const netCapitalGain = Math.max(0, net);
  const capitalLossCarriedForward = Math.max(0, -net);
  const taxableCapitalGain = applyRate(netCapitalGain, table.capitalGains.inclusionRate);
  lines.push(traceLine("Net capital gain", netCapitalGain, "Eighth Schedule para 8"));
  if (capitalLossCarriedForward > 0) {
    lines.push(
      traceLine(
        "Assessed capital loss carried forward",
        capitalLossCarriedForward,
        "Eighth Schedule para 9",
      ),
    );
  }
  lines.push(
    traceLine(
      `Taxable capital gain (${formatRate(table.capitalGains.inclusionRate)} inclusion)`,
      taxableCapitalGain,
      "Eighth Schedule para 10; s26A",
    ),
  );
  return {
    sumOfGainsAndLosses: sum,
    primaryResidenceExcluded,
    annualExclusionUsed,
    netCapitalGain,
    taxableCapitalGain,
    capitalLossCarriedForward,
    lines,
  };
}

function emptyAssessment(): CapitalGainsAssessment {
  return {
    sumOfGainsAndLosses: 0,
    primaryResidenceExcluded: 0,
    annualExclusionUsed: 0,
    netCapitalGain: 0,
    taxableCapitalGain: 0,
    capitalLossCarriedForward: 0,
    lines: [],
  };
}
