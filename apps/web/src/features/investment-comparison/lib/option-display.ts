import type { InvestmentOptionResult } from "@adviser-desk/finance";
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
