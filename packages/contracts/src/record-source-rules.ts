import { centsToRands, randsFrom, randsToCents } from "@adviser-desk/finance";
import {
  formatDate,
  formatMoney,
  formatPercent,
  formatRate,
  formatWhole,
} from "@adviser-desk/format";
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

/**
 * What a record offers to others (read by the server's readSource, per kind), and what the
 * client's profile offers (the kind "client": the profile is the client row, versioned too).
 */
export const SOURCE_FIELD_NAMES = [
  "marginalRate",
  "retirementTopUp",
  "bondAmount",
  "acquisitionDate",
  "bondRatePercent",
  "loanAmount",
  "dateOfBirth",
  "annualIncome",
  "medicalSchemeMembers",
  "tfsaContributionsLifetime",
  "tfsaContributionsThisTaxYear",
] as const;
export type SourceField = (typeof SOURCE_FIELD_NAMES)[number];
/** The value a source field had: rands, a rate, a percentage or an ISO date. */
export type SourceValue = number | string;

/** Where a value may come from: another record of the client, or the client's profile. */
export type SourceKind = RecordKind | "client";
export const SOURCE_KINDS = [
  "scenario",
  "transfer-duty",
  "home-loan-repayment",
  "investment-comparison",
  "client",
] as const satisfies readonly SourceKind[];

export interface SourceLink {
  /** The source's kind; "client" is the client's profile, its id the client's. */
  kind: SourceKind;
  id: string;
  /** The source record's version when the value was taken: a newer one means "changed since". */
  version: number;
  field: SourceField;
  /**
   * The source field's value when taken (before the rule's mapping); null when the profile held
   * none, so the field holds the rule's stated default (`missing`) until the profile has one.
   */
  value: SourceValue | null;
  /**
   * The source's name when taken: what a report prints ("the bond amount of “Erf 12”"), so a
   * locked record's report never changes when the source is renamed later.
   */
  name?: string | undefined;
}
/** Field path → link. Absent: nothing was taken from elsewhere. */
export type SourceLinks = Record<string, SourceLink>;

/** The fields the client's profile offers to a new record (the "client" source kind). */
export const PROFILE_SOURCE_FIELDS = [
  "dateOfBirth",
  "annualIncome",
  "medicalSchemeMembers",
  "tfsaContributionsLifetime",
  "tfsaContributionsThisTaxYear",
] as const satisfies readonly SourceField[];
export type ProfileSourceField = (typeof PROFILE_SOURCE_FIELDS)[number];

/** A profile link's name: what "the source's name" is when the source is the client's profile. */
export const PROFILE_SOURCE_NAME = "the client's profile";

/** The client's profile as a source: the client, its version and what it offers (null: none). */
export interface ProfileFacts extends Record<ProfileSourceField, SourceValue | null> {
  clientId: string;
  version: number;
}

/** The profile a client's API answer offers (the screens' "take from the profile"). */
export function profileFactsOf(
  client: { id: string; version: number } & Record<ProfileSourceField, SourceValue | null>,
): ProfileFacts {
  return {
    clientId: client.id,
    version: client.version,
    dateOfBirth: client.dateOfBirth,
    annualIncome: client.annualIncome,
    medicalSchemeMembers: client.medicalSchemeMembers,
    tfsaContributionsLifetime: client.tfsaContributionsLifetime,
    tfsaContributionsThisTaxYear: client.tfsaContributionsThisTaxYear,
  };
}

/** A link to a field of the client's profile as it is now (value null when it holds none). */
export function profileLink(profile: ProfileFacts, field: ProfileSourceField): SourceLink {
  return {
    kind: "client",
    id: profile.clientId,
    version: profile.version,
    field,
    value: profile[field],
  };
}

interface SourceRule {
  kind: SourceKind;
  field: SourceField;
  /** The target field's value from the source value. */
  map(value: SourceValue): SourceValue;
  /** In words, for screens and a report's basis: "the bond amount". */
  label: string;
  /** How the target value reads: rands, a percentage (10.25), a fraction (0.39), a date or a count. */
  unit: "money" | "percent" | "rate" | "date" | "count";
  /** The target field in a client's words ("The loan amount"); "#" is the option's number. */
  targetLabel: string;
  /**
   * The profile holds no value: the target holds `value` (undefined: the field is left out), and
   * `sentence` says so where the value is shown and on the report. Only profile rules have one.
   */
  missing?: { value: SourceValue | undefined; sentence: string };
  /**
   * A refresh cannot put the source's value here (the age stands in for a date of birth the
   * profile lacked): the note names the new value and the adviser chooses.
   */
  notRefreshable?: string;
}

const same = (value: SourceValue) => value;
/** A yearly amount as a monthly contribution, to the cent. */
const monthlyOf = (value: SourceValue) =>
  typeof value === "number" ? centsToRands(Math.round(randsToCents(randsFrom(value)) / 12)) : value;
const nextMonthOf = (value: SourceValue) =>
  typeof value === "string" ? firstOfNextMonth(value) : value;

/** Which target field may be taken from which source field, per record kind. */
const RULES = {
  scenario: {
    dateOfBirth: {
      kind: "client",
      field: "dateOfBirth",
      map: same,
      label: "the date of birth",
      unit: "date",
      targetLabel: "The date of birth",
    },
    age: {
      kind: "client",
      field: "dateOfBirth",
      map: same,
      label: "the date of birth",
      unit: "date",
      targetLabel: "The age",
      missing: {
        value: 40,
        sentence: "The client's profile has no date of birth: an age of 40 until entered.",
      },
      notRefreshable: "give the date of birth instead of the age to use it",
    },
    salary: {
      kind: "client",
      field: "annualIncome",
      map: same,
      label: "the gross annual income",
      unit: "money",
      targetLabel: "The salary",
      missing: {
        value: 0,
        sentence: "The client's profile has no gross annual income: the salary starts at R 0.",
      },
    },
    medicalSchemeMembers: {
      kind: "client",
      field: "medicalSchemeMembers",
      map: same,
      label: "the medical scheme's members",
      unit: "count",
      targetLabel: "The medical scheme members",
      missing: {
        value: 0,
        sentence:
          "The client's profile does not say who is on a medical scheme: no scheme (0 members) until entered.",
      },
    },
  },
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
    "options.*.tfsaPriorContributions": {
      kind: "client",
      field: "tfsaContributionsLifetime",
      map: same,
      label: "the TFSA contributions so far",
      unit: "money",
      targetLabel: "The earlier TFSA contributions of option #",
      missing: {
        value: 0,
        sentence:
          "The client's profile has no TFSA contributions so far: option # counts none (R 0), the whole lifetime limit available.",
      },
    },
    "options.*.tfsaPriorThisTaxYear": {
      kind: "client",
      field: "tfsaContributionsThisTaxYear",
      map: same,
      label: "the TFSA contributions this tax year",
      unit: "money",
      targetLabel: "This tax year's TFSA contributions of option #",
      missing: {
        value: 0,
        sentence:
          "The client's profile has no TFSA contributions this tax year: option # counts none (R 0), the whole first year's limit available.",
      },
    },
    "retirementAnnuity.deductionIncome": {
      kind: "client",
      field: "annualIncome",
      map: same,
      label: "the gross annual income",
      unit: "money",
      targetLabel: "The income that limits the RA deduction",
      missing: {
        value: undefined,
        sentence:
          "The client's profile has no gross annual income: the RA deduction is limited by the rand cap alone (income assumed high enough).",
      },
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

/**
 * The target field's value a link stands for: the rule's mapping of the value taken, or its stated
 * default when the profile held none (undefined: the field is left out).
 */
export function linkedValue(
  kind: RecordKind,
  target: string,
  link: Pick<SourceLink, "value">,
): SourceValue | undefined {
  const rule = sourceRuleFor(kind, target);
  if (link.value === null) return rule?.missing?.value;
  return rule ? rule.map(link.value) : link.value;
}

/** Why a refresh cannot set a target from its source's new value (the adviser does), or null. */
export function notRefreshableReason(kind: RecordKind, target: string): string | null {
  return sourceRuleFor(kind, target)?.notRefreshable ?? null;
}

/** What the note and the report say when the profile held no value for a target, or null. */
export function missingSentence(kind: RecordKind, target: string): string | null {
  const sentence = sourceRuleFor(kind, target)?.missing?.sentence;
  if (sentence === undefined) return null;
  const option = /^options\.(\d+)\./.exec(target)?.[1];
  return sentence.replace("#", String(Number(option ?? 0) + 1));
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
    } else if (link.value === null && rule.missing === undefined) {
      problems.push({ path, message: `${target} needs the value taken from the record` });
    } else if (valueAtPath(inputs, target) !== linkedValue(kind, target, link)) {
      problems.push({ path, message: `${target} differs from the value taken from the record` });
    }
  }
  return problems;
}

/** What "refresh" needs to know of a link's source now. */
export interface SourceNow {
  target: string;
  /** The source is there (a profile may hold no value: then currentValue is null). */
  /** The source's name now (null: gone). */
  name: string | null;
  currentVersion: number | null;
  currentValue: SourceValue | null;
}

/** A link brought up to the source's current value (what "refresh" does to a record's inputs). */
export function refreshedInputs<I>(kind: RecordKind, inputs: I, status: SourceNow): I {
  const sources = (inputs as { sources?: SourceLinks | undefined }).sources;
  const link = sources?.[status.target];
  if (!link || status.currentVersion === null) return inputs;
  const rule = sourceRuleFor(kind, status.target);
  if (rule?.notRefreshable !== undefined) return inputs;
  if (status.currentValue === null && !rule?.missing) return inputs;
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

/** Inputs without their links: what a finance engine that refuses unknown keys is given. */
export function withoutLinks<I extends { sources?: unknown }>(inputs: I): Omit<I, "sources"> {
  const { sources: _links, ...rest } = inputs;
  return rest;
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
  client: "client's profile",
} as const satisfies Record<SourceKind, string>;

/** A target value as a person reads it: "R 2 000 000,00", "10,75 %", "39 %", "01 January 2027". */
export function formatTakenValue(kind: RecordKind, target: string, value: SourceValue): string {
  const unit = sourceRuleFor(kind, target)?.unit;
  if (typeof value === "string") return unit === "date" ? formatDate(value) : value;
  if (unit === "count") return formatWhole(value);
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
    const taken = linkedValue(kind, target, link);
    if (link.value === null || taken === undefined) {
      const sentence = missingSentence(kind, target);
      return sentence ? [sentence] : [];
    }
    const option = /^options\.(\d+)\./.exec(target)?.[1];
    const what = rule.targetLabel.replace("#", String(Number(option ?? 0) + 1));
    const value = formatTakenValue(kind, target, taken);
    if (link.kind === "client")
      return [`${what} (${value}) is ${rule.label} in the client's profile.`];
    const from = link.name
      ? `the ${SOURCE_KIND_NOUNS[link.kind]} “${link.name}”`
      : `the client's ${SOURCE_KIND_NOUNS[link.kind]}`;
    return [`${what} (${value}) is ${rule.label} of ${from}.`];
  });
}
