import { centsToRands, randsFrom, randsToCents } from "@adviser-desk/finance";
import { formatDate, formatMoney, formatPercent, formatRate } from "@adviser-desk/format";
import { firstOfNextMonth } from "./first-of-next-month";
import type { RecordKind } from "./record-common";

/*
 * Values one record takes from another (ADR 026). A record's inputs carry `sources`: for each
 * field whose value was taken from elsewhere, a typed link to the source record (kind, id, the
 * version it had, the field read and the value read then). The rules below are the only ways a
 * value may be taken; the record's field must equal the rule's mapping of the stored value, so a
 * field can never say "taken from X" while showing something else. No zod here: the record
 * screens import these without the schemas (record-sources.ts has those).
 */

/** What a record offers to others (read by the server's readSource, per kind). */
export const SOURCE_FIELD_NAMES = [
  "marginalRate",
  "retirementTopUp",
  "bondAmount",
  "acquisitionDate",
  "bondRatePercent",
  "loanAmount",
] as const;
export type SourceField = (typeof SOURCE_FIELD_NAMES)[number];
/** The value a source field had: rands, a rate, a percentage or an ISO date. */
export type SourceValue = number | string;

export interface SourceLink {
  kind: RecordKind;
  id: string;
  /** The source record's version when the value was taken: a newer one means "changed since". */
  version: number;
  field: SourceField;
  /** The source field's value when taken (before the rule's mapping). */
  value: SourceValue;
  /**
   * The source's name when taken: what a report prints ("the bond amount of “Erf 12”"), so a
   * locked record's report never changes when the source is renamed later.
   */
  name?: string | undefined;
}
/** Field path → link. Absent: nothing was taken from elsewhere. */
export type SourceLinks = Record<string, SourceLink>;

interface SourceRule {
  kind: RecordKind;
  field: SourceField;
  /** The target field's value from the source value. */
  map(value: SourceValue): SourceValue;
  /** In words, for screens and a report's basis: "the bond amount". */
  label: string;
  /** How the target value reads: rands, a percentage (10.25), a fraction (0.39) or a date. */
  unit: "money" | "percent" | "rate" | "date";
  /** The target field in a client's words ("The loan amount"); "#" is the option's number. */
  targetLabel: string;
}

const same = (value: SourceValue) => value;
/** A yearly amount as a monthly contribution, to the cent. */
const monthlyOf = (value: SourceValue) =>
  typeof value === "number" ? centsToRands(Math.round(randsToCents(randsFrom(value)) / 12)) : value;
const nextMonthOf = (value: SourceValue) =>
  typeof value === "string" ? firstOfNextMonth(value) : value;

/** Which target field may be taken from which source field, per record kind. */
const RULES = {
  scenario: {},
  "home-loan-repayment": {
    loanAmount: {
      kind: "transfer-duty",
      field: "bondAmount",
      map: same,
      label: "the bond amount",
      unit: "money",
      targetLabel: "The loan amount",
    },
    startDate: {
      kind: "transfer-duty",
      field: "acquisitionDate",
      map: nextMonthOf,
      label: "the month after the purchase date",
      unit: "date",
      targetLabel: "The first instalment",
    },
    annualRatePercent: {
      kind: "transfer-duty",
      field: "bondRatePercent",
      map: same,
      label: "the bond's interest rate",
      unit: "percent",
      targetLabel: "The interest rate",
    },
  },
  "transfer-duty": {
    bondAmount: {
      kind: "home-loan-repayment",
      field: "loanAmount",
      map: same,
      label: "the loan amount",
      unit: "money",
      targetLabel: "The bond amount",
    },
  },
  "investment-comparison": {
    marginalTaxRate: {
      kind: "scenario",
      field: "marginalRate",
      map: same,
      label: "the marginal tax rate",
      unit: "rate",
      targetLabel: "The marginal tax rate",
    },
    "options.*.monthlyContribution": {
      kind: "scenario",
      field: "retirementTopUp",
      map: monthlyOf,
      label: "the extra retirement contribution that reaches the lower bracket, ÷ 12",
      unit: "money",
      targetLabel: "The monthly contribution of option #",
    },
  },
} as const satisfies Record<RecordKind, Record<string, SourceRule>>;

/** The kinds of record that take values from others: their screens keep the links honest. */
export type KindTakingValues = {
  [K in RecordKind]: keyof (typeof RULES)[K] extends never ? never : K;
}[RecordKind];

/** "options.2.monthlyContribution" → "options.*.monthlyContribution". */
const ruleKeyOf = (target: string) => target.replace(/\.\d+\./g, ".*.");

/** The rule for a target field of a kind of record, or undefined when it may not be taken. */
export function sourceRuleFor(kind: RecordKind, target: string): SourceRule | undefined {
  const rules: Record<string, SourceRule> = RULES[kind];
  const key = ruleKeyOf(target);
  return Object.hasOwn(rules, key) ? rules[key] : undefined;
}

/** The target field's value a link stands for. */
export function linkedValue(kind: RecordKind, target: string, link: SourceLink): SourceValue {
  const rule = sourceRuleFor(kind, target);
  return rule ? rule.map(link.value) : link.value;
}

/** The value at a dotted path ("options.1.monthlyContribution") of some inputs. */
export function valueAtPath(inputs: unknown, path: string): unknown {
  let value: unknown = inputs;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * Checks a record's links against the rules and its own inputs: each target may be taken, from
 * that kind and field only, and shows exactly the value the link stands for.
 */
export function sourceLinkProblems(
  kind: RecordKind,
  inputs: { sources?: SourceLinks | undefined },
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  for (const [target, link] of Object.entries(inputs.sources ?? {})) {
    const rule = sourceRuleFor(kind, target);
    const path = `sources.${target}`;
    if (!rule) {
      problems.push({ path, message: `${target} cannot be taken from another record` });
    } else if (rule.kind !== link.kind || rule.field !== link.field) {
      problems.push({
        path,
        message: `${target} can only be taken from ${rule.kind} ${rule.field}`,
      });
    } else if (valueAtPath(inputs, target) !== rule.map(link.value)) {
      problems.push({ path, message: `${target} differs from the value taken from the record` });
    }
  }
  return problems;
}

/** What "refresh" needs to know of a link's source now. */
export interface SourceNow {
  target: string;
  /** The source's name now (null: gone). */
  name: string | null;
  currentVersion: number | null;
  currentValue: SourceValue | null;
}

/** A link brought up to the source's current value (what "refresh" does to a record's inputs). */
export function refreshedInputs<I>(kind: RecordKind, inputs: I, status: SourceNow): I {
  const sources = (inputs as { sources?: SourceLinks | undefined }).sources;
  const link = sources?.[status.target];
  if (!link || status.currentVersion === null || status.currentValue === null) return inputs;
  const fresh = {
    ...link,
    version: status.currentVersion,
    value: status.currentValue,
    ...(status.name !== null ? { name: status.name } : {}),
  };
  return setAtPath(
    { ...inputs, sources: { ...sources, [status.target]: fresh } },
    status.target,
    linkedValue(kind, status.target, fresh),
  );
}

/** A copy of `inputs` with the value at a dotted path replaced (arrays stay arrays). */
export function setAtPath<T>(inputs: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split(".");
  if (head === undefined) return inputs;
  const container = inputs as unknown;
  const current = (container as Record<string, unknown> | null)?.[head];
  const next = rest.length === 0 ? value : setAtPath(current, rest.join("."), value);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(head)] = next;
    return copy as T;
  }
  return { ...(container as object), [head]: next } as T;
}

/** The links of a record without the one on `target` (the adviser typed over the value). */
export function withoutLink<I extends { sources?: SourceLinks | undefined }>(
  inputs: I,
  target: string,
): I {
  if (!inputs.sources || !Object.hasOwn(inputs.sources, target)) return inputs;
  const { [target]: _dropped, ...rest } = inputs.sources;
  return { ...inputs, sources: Object.keys(rest).length > 0 ? rest : undefined };
}

/** The source kind's words in a sentence ("the transfer duty calculation"). */
export const SOURCE_KIND_NOUNS = {
  scenario: "tax scenario",
  "transfer-duty": "transfer duty calculation",
  "home-loan-repayment": "home loan calculation",
  "investment-comparison": "investment comparison",
} as const satisfies Record<RecordKind, string>;

/** A target value as a person reads it: "R 2 000 000,00", "10,75 %", "39 %", "01 January 2027". */
export function formatTakenValue(kind: RecordKind, target: string, value: SourceValue): string {
  const unit = sourceRuleFor(kind, target)?.unit;
  if (typeof value === "string") return unit === "date" ? formatDate(value) : value;
  if (unit === "money") return formatMoney(value);
  if (unit === "percent") return formatPercent(value);
  if (unit === "rate") return formatRate(value);
  return String(value);
}

/**
 * The links that still tell the truth after an edit: a link whose field no longer shows the value
 * it stands for (the adviser typed over it) is dropped, so "taken from" is never shown wrongly.
 */
export function keepHonestLinks<I>(kind: RecordKind, inputs: I): I {
  const sources = (inputs as { sources?: SourceLinks | undefined }).sources;
  if (!sources) return inputs;
  const honest = Object.entries(sources).filter(
    ([target, link]) => valueAtPath(inputs, target) === linkedValue(kind, target, link),
  );
  if (honest.length === Object.keys(sources).length) return inputs;
  return {
    ...inputs,
    sources: honest.length > 0 ? Object.fromEntries(honest) : undefined,
  } as I;
}

/** The links after option `removed` is taken out: its own go, later options' move up one. */
export function linksWithoutOption(
  sources: SourceLinks | undefined,
  removed: number,
): SourceLinks | undefined {
  if (!sources) return sources;
  const moved = Object.entries(sources).flatMap(([target, link]): [string, SourceLink][] => {
    const match = /^options\.(\d+)\.(.+)$/.exec(target);
    if (!match) return [[target, link]];
    const index = Number(match[1]);
    if (index === removed) return [];
    return [[index > removed ? `options.${index - 1}.${match[2]}` : target, link]];
  });
  return moved.length > 0 ? Object.fromEntries(moved) : undefined;
}

/** The words beside a marginal rate taken from a scenario (also in the comparison's basis). */
export function scenarioSourceSentence(source: { name: string; taxYear: number | null }): string {
  return source.taxYear === null
    ? `From the tax scenario “${source.name}”`
    : `From the tax scenario “${source.name}” (tax year ${source.taxYear})`;
}

/**
 * The report's account of values taken from other records, one sentence each, with the names
 * kept in the links (no ids, no versions): "The loan amount (R 2 000 000,00) is the bond amount
 * of the transfer duty calculation “Erf 12”."
 */
export function takenValueNotes(kind: RecordKind, inputs: unknown): string[] {
  const sources = (inputs as { sources?: SourceLinks | undefined } | null)?.sources ?? {};
  // In the order the rules list the fields (jsonb does not keep the order they were written in).
  const order = Object.keys(RULES[kind]);
  const rank = (target: string) => order.indexOf(ruleKeyOf(target));
  const entries = Object.entries(sources).sort(
    ([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, "en", { numeric: true }),
  );
  return entries.flatMap(([target, link]) => {
    const rule = sourceRuleFor(kind, target);
    if (!rule) return [];
    const option = /^options\.(\d+)\./.exec(target)?.[1];
    const what = rule.targetLabel.replace("#", String(Number(option ?? 0) + 1));
    const value = formatTakenValue(kind, target, linkedValue(kind, target, link));
    const from = link.name
      ? `the ${SOURCE_KIND_NOUNS[link.kind]} “${link.name}”`
      : `the client's ${SOURCE_KIND_NOUNS[link.kind]}`;
    return [`${what} (${value}) is ${rule.label} of ${from}.`];
  });
}
