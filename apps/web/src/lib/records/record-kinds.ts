import type { RecordKind, RecordSummaryOf } from "./record-types";

/**
 * What the screens need to know about each kind of record: its words and its screen route (spec §2: /scenario/:id, /transfer-duty/:id, …, each with a /report).
 */
export interface RecordKindInfo {
  /** "tax scenario": lower case, for sentences ("Tax scenario deleted"). */
  noun: string;
  /** "Tax scenarios": a list's heading. */
  plural: string;
  /** "transfer duty calculations": in sentences ("No … yet"). */
  pluralNoun: string;
  /** The field that names a record: scenarioName for scenarios, description for the rest. */
  nameField: "scenarioName" | "description";
}

export const RECORD_KIND_INFO: Readonly<Record<RecordKind, RecordKindInfo>> = {
  scenario: {
    noun: "tax scenario",
    plural: "Tax scenarios",
    pluralNoun: "tax scenarios",
    nameField: "scenarioName",
  },
  "transfer-duty": {
    noun: "transfer duty calculation",
    plural: "Transfer duty",
    pluralNoun: "transfer duty calculations",
    nameField: "description",
  },
  "home-loan-repayment": {
    noun: "home loan calculation",
    plural: "Home loan repayments",
    pluralNoun: "home loan calculations",
    nameField: "description",
  },
  "investment-comparison": {
    noun: "investment comparison",
    plural: "Investment comparisons",
    pluralNoun: "investment comparisons",
    nameField: "description",
  },
};

/** The kinds in the order the client screen lists them (RECORD_KIND_INFO's). */
export const RECORD_KIND_ORDER = Object.keys(RECORD_KIND_INFO) as readonly RecordKind[];

/** The screen of a record: the route segment is the kind itself ("/transfer-duty/:id"). */
export const recordPath = (kind: RecordKind, id: string) => `/${kind}/${encodeURIComponent(id)}`;

/** The record's report screen (features/reports): printable, with the PDF, Word and spreadsheet downloads. */
export const recordReportPath = (kind: RecordKind, id: string) => `${recordPath(kind, id)}/report`;

/** A record's name as lists and the sibling dropdown show it: scenario name or description. */
export function recordName<K extends RecordKind>(kind: K, record: RecordSummaryOf<K>): string {
  const named = record as { scenarioName?: string; description?: string };
  return (
    (RECORD_KIND_INFO[kind].nameField === "scenarioName"
      ? named.scenarioName
      : named.description) ?? ""
  );
}

/** "Sentence case" for the start of a toast: "tax scenario" → "Tax scenario". */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
