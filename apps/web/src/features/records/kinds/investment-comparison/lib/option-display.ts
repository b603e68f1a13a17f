import {
  type InvestmentOptionResult,
  TFSA_EXCESS_CHOICE_LABELS,
  TFSA_EXCESS_CHOICES,
  type TfsaExcessChoice,
} from "@adviser-desk/finance";
import { formatPercent } from "@adviser-desk/format";

/** One colour per option, the same in the cards, the table and the chart. */
export const OPTION_COLORS = ["navy.6", "teal.7", "orange.7", "grape.6"] as const;

export function optionColor(index: number): string {
  return OPTION_COLORS[index % OPTION_COLORS.length] ?? "navy.6";
}

/** The option's colour as a CSS value (for borders and the chart's legend). */
export function optionCssColor(index: number): string {
  return `var(--mantine-color-${optionColor(index).replace(".", "-")})`;
}

const WRAPPER_LABELS = {
  discretionary: "Discretionary",
  tfsa: "Tax-free savings",
  "retirement-annuity": "Retirement annuity",
  endowment: "Endowment",
} as const;

/** "Tax-free savings", "Buy-to-let property", "Extra bond payments". */
export function optionKindLabel(option: Pick<InvestmentOptionResult, "kind" | "wrapper">): string {
  if (option.kind === "property") return "Buy-to-let property";
  if (option.kind === "bond-extra") return "Extra bond payments";
  return option.wrapper ? WRAPPER_LABELS[option.wrapper] : "Market investment";
}

export const WRAPPER_OPTIONS = Object.entries(WRAPPER_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** 9.1234 → "9,12 %"; null (no IRR) → "—". */
export function formatAnnualReturn(percent: number | null): string {
  return percent === null ? "—" : formatPercent(percent);
}

/** The TFSA's "contributions above the limits" choices for a select. */
export const TFSA_EXCESS_OPTIONS = TFSA_EXCESS_CHOICES.map((value) => ({
  value,
  label: TFSA_EXCESS_CHOICE_LABELS[value],
}));

export const isTfsaExcessChoice = (value: string): value is TfsaExcessChoice =>
  (TFSA_EXCESS_CHOICES as readonly string[]).includes(value);

/** What each choice does to the results, shown under the control. */
export const TFSA_EXCESS_EFFECTS: Readonly<Record<TfsaExcessChoice, string>> = {
  "unit-trust": "Taxed as a unit trust; every option invests the same money",
  penalty: "All stays tax-free; SARS's 40\u00a0% on the excess counts as money put in",
  "not-invested": "The excess is left out: this option invests less",
};
