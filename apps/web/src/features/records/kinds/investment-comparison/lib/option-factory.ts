import {
  defaultOptionName,
  hasOwnName,
  type InvestmentOptionInput,
  KIND_DEFAULT_NAMES,
  WRAPPER_DEFAULT_NAMES,
} from "@adviser-desk/finance";
import { estimateTransferCosts } from "./transfer-costs-estimate";

export type OptionKind = InvestmentOptionInput["kind"];

/** The comparison's limits (the finance schema's `options` min and max). */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 4;

/** What a new option starts from: the company's assumptions and today's date (pure: passed in). */
export interface OptionDefaults {
  /** The company's investment growth as a percentage (8 = 8%). */
  growthPercent: number;
  /** The firm's default yearly fee as a percentage (1 = 1%); none when absent. */
  annualFeePercent?: number;
  /** The comparison's inflation as a percentage. */
  inflationPercent: number;
  /** Today as YYYY-MM-DD, for the transfer-cost estimate. */
  today: string;
}

export const KIND_LABELS: Record<OptionKind, string> = {
  market: "Market investment",
  property: "Buy-to-let property",
  "bond-extra": "Extra bond payments",
};

/** A new option's name: its wrapper's or kind's (the finance engine's one list of names). */
const DEFAULT_LABELS: Record<OptionKind, string> = {
  market: WRAPPER_DEFAULT_NAMES.discretionary,
  ...KIND_DEFAULT_NAMES,
};

/** Prime, 10.25% (SARB, last confirmed mid-2026): the finance schema's own default. */
const PRIME_PERCENT = 10.25;

/** A new option of `kind` with sensible figures an adviser then adjusts. */
export function newOption(
  kind: OptionKind,
  defaults: OptionDefaults,
  label = DEFAULT_LABELS[kind],
): InvestmentOptionInput {
  switch (kind) {
    case "market":
      return {
        kind,
        label,
        wrapper: "discretionary",
        lumpSum: 0,
        monthlyContribution: 3_000,
        contributionEscalationPercent: 0,
        growthPercent: defaults.growthPercent,
        annualFeePercent: defaults.annualFeePercent ?? 0,
        incomeYieldPercent: 0,
        taxRefund: "reinvest",
        tfsaPriorContributions: 0,
        tfsaPriorThisTaxYear: 0,
      };
    case "property": {
      const price = 1_500_000;
      const deposit = 150_000;
      const transferCosts = estimateTransferCosts({ price, deposit, today: defaults.today });
      return {
        kind,
        label,
        price,
        deposit,
        bondRatePercent: PRIME_PERCENT,
        bondTermMonths: 240,
        ...(transferCosts === null ? {} : { transferCosts }),
        monthlyRent: 12_000,
        rentEscalationPercent: defaults.inflationPercent,
        vacancyPercent: 5,
        managementFeePercent: 0,
        monthlyLevies: 1_500,
        monthlyRates: 900,
        monthlyInsurance: 300,
        monthlyMaintenance: 500,
        capitalGrowthPercent: defaults.inflationPercent,
        agentCommissionPercent: 5,
        vatPercent: 15,
      };
    }
    case "bond-extra":
      return {
        kind,
        label,
        balance: 1_200_000,
        bondRatePercent: PRIME_PERCENT,
        remainingTermMonths: 240,
        extraMonthly: 3_000,
        extraEscalationPercent: 0,
        lumpSum: 0,
      };
  }
}

/**
 * The option as another kind: fresh figures for the new kind, the adviser's own label kept
 * (a default label, of any wrapper or kind, follows the kind).
 */
export function changeKind(
  option: InvestmentOptionInput,
  kind: OptionKind,
  defaults: OptionDefaults,
): InvestmentOptionInput {
  if (option.kind === kind) return option;
  const fresh = newOption(kind, defaults);
  return { ...fresh, label: hasOwnName(option) ? option.label : defaultOptionName(fresh) };
}

/** A label not yet used by another option: "Unit trust", then "Unit trust 2", … */
export function uniqueLabel(options: readonly InvestmentOptionInput[], base: string): string {
  const used = new Set(options.map((option) => option.label?.trim() ?? ""));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base} ${n}`)) n++;
  return `${base} ${n}`;
}

export function canAddOption(options: readonly unknown[]): boolean {
  return options.length < MAX_OPTIONS;
}

export function canRemoveOption(options: readonly unknown[]): boolean {
  return options.length > MIN_OPTIONS;
}

/** Adds a new option of `kind` (no-op at the maximum), labelled so it stays distinguishable. */
export function addOption(
  options: readonly InvestmentOptionInput[],
  kind: OptionKind,
  defaults: OptionDefaults,
): InvestmentOptionInput[] {
  if (!canAddOption(options)) return [...options];
  return [...options, newOption(kind, defaults, uniqueLabel(options, DEFAULT_LABELS[kind]))];
}

/** Removes the option at `index` (no-op at the minimum). */
export function removeOption(
  options: readonly InvestmentOptionInput[],
  index: number,
): InvestmentOptionInput[] {
  if (!canRemoveOption(options)) return [...options];
  return options.filter((_, i) => i !== index);
}
