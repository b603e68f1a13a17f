import type { ReportFormat } from "@adviser-desk/contracts/endpoints/report-routes";
import type { KindTakingValues } from "@adviser-desk/contracts/record-source-rules";
import type { ComponentType } from "react";
import type { RecordKind, RecordSummaryOf } from "../engine/record-types";

/** The record's name field: what the server calls it and how a form labels it. */
export interface KindName {
  field: "scenarioName" | "description";
  /** "Scenario name", "Description": the name input's label on the screen and in "New". */
  label: string;
  /** The example in the "New" dialog's name input. */
  placeholder: string;
}

/** A kind whose record starts in a tax year: "New" asks for it and says where the age comes from. */
export interface KindTaxYear {
  /**
   * The line under the tax year, given the date of birth from the client's profile as shown
   * ("05 June 1980"), or null. Formatted by the form, so the date formats stay out of KINDS.
   */
  profileNote: (dateOfBirth: string | null) => string;
}

/** A download the report screen adds under "Spreadsheet" for this kind alone: a format with a query. */
export interface KindExtraDownload {
  label: string;
  format: ReportFormat;
  query: Readonly<Record<string, string>>;
}

/**
 * What the router hands a kind's screen, one mounted per record: its kind, so the shared record
 * engine reads it from there, and the record's id.
 */
export interface KindScreenProps<K extends RecordKind> {
  kind: WebKind<K>;
  id: string;
}

/**
 * Everything the web app knows about one kind of record, in one object per kind
 * (features/records/kinds/<kind>/index.ts), listed once in KINDS (kinds.ts). The route segment is
 * the kind itself (spec §2: /scenario/:id, /transfer-duty/:id, …, each with a /report). It stays
 * light: words, small functions and the screen's lazy import, never the screen's code or zod.
 * A screen, and the parts of the engine and components it uses, never import KINDS:
 * the router gives the screen its kind (KindScreenProps), so the lazy import makes no import
 * cycle (lint). Only the views of every kind (the client's lists, New, reports) read KINDS.
 */
export interface WebKind<K extends RecordKind = RecordKind> {
  kind: K;
  /** "tax scenario": lower case, for sentences ("Tax scenario deleted"). */
  noun: string;
  /** "Tax scenarios": a list's heading. */
  plural: string;
  /** "transfer duty calculations": in sentences ("No … yet"). */
  pluralNoun: string;
  name: KindName;
  /** Set when "New" asks for a tax year (a scenario's); null when the server's defaults do. */
  taxYear: KindTaxYear | null;
  /** Whether the kind takes values from other records (GET /<kind>/:id/sources, ADR 026). */
  takesValues: K extends KindTakingValues ? true : false;
  /** The facts a client's list shows under the name, before the created date. */
  listFacts(record: RecordSummaryOf<K>): string[];
  /** The screen at /<kind>/:id, downloaded when the route is first matched or warmed. */
  screen: () => Promise<ComponentType<KindScreenProps<K>>>;
  report: {
    /** The heading of the report's Spreadsheet menu ("The schedule"). */
    spreadsheetLabel: string;
    extraDownloads: readonly KindExtraDownload[];
  };
}
