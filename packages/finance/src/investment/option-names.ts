import type { InvestmentOptionInput } from "./option-schemas";

type Wrapper = "discretionary" | "tfsa" | "retirement-annuity" | "endowment";

/** The name a market option's wrapper gives it until the adviser names it. */
export const WRAPPER_DEFAULT_NAMES: Readonly<Record<Wrapper, string>> = {
  discretionary: "Unit trust",
  tfsa: "Tax-free savings account",
  "retirement-annuity": "Retirement annuity",
  endowment: "Endowment policy",
};

/** The name a property or bond option's kind gives it until the adviser names it. */
export const KIND_DEFAULT_NAMES = {
  property: "Buy-to-let flat",
  "bond-extra": "Extra into the bond",
} as const;

/**
 * Names the screen or the server once gave an option by default, stored in older records: such a
 * name says nothing the adviser chose, so it follows the option's wrapper as the default does.
 */
const EARLIER_DEFAULT_NAMES = ["Endowment", "Unit trust (discretionary)", "Market investment"];

const ALL_DEFAULT_NAMES: readonly string[] = [
  ...Object.values(WRAPPER_DEFAULT_NAMES),
  ...Object.values(KIND_DEFAULT_NAMES),
  ...EARLIER_DEFAULT_NAMES,
];

type NamedOption = Pick<InvestmentOptionInput, "kind" | "label"> & { wrapper?: Wrapper };

/** "Retirement annuity" for an RA, "Buy-to-let flat" for a property: the option's default name. */
export function defaultOptionName(option: Pick<NamedOption, "kind" | "wrapper">): string {
  if (option.kind === "market") return WRAPPER_DEFAULT_NAMES[option.wrapper ?? "discretionary"];
  return KIND_DEFAULT_NAMES[option.kind];
}

/** "Unit trust 2" → "Unit trust": a default name with the number that kept it distinct. */
const withoutNumber = (name: string) => name.replace(/ \d+$/, "");

/**
 * Whether the option's label is a name the adviser gave it. Not when it is empty, or a default
 * name (numbered or not) of any wrapper or kind: those follow the wrapper, so an RA made from the
 * default "Unit trust" option is called "Retirement annuity" (review N2).
 */
export function hasOwnName(option: Pick<NamedOption, "label">): boolean {
  const name = option.label?.trim() ?? "";
  return name !== "" && !ALL_DEFAULT_NAMES.includes(withoutNumber(name));
}

/**
 * Every option's display name, the one the results, the chart, the working, the reports and the
 * spreadsheets print: the adviser's own name, else the wrapper's (or kind's) default name; names
 * that would repeat are numbered ("Retirement annuity", "Retirement annuity 2") so each column
 * and legend entry is told apart.
 */
export function optionDisplayNames(options: readonly NamedOption[]): string[] {
  const names = options.map((option) =>
    hasOwnName(option) ? (option.label ?? "").trim() : defaultOptionName(option),
  );
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; used.has(candidate); n++) candidate = `${name} ${n}`;
    used.add(candidate);
    return candidate;
  });
}
