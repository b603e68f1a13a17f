import { z } from "zod";
import { KINDS } from "./kinds";
import { RECORD_KINDS, type RecordKind } from "./record-common";

/*
 * The placeholders a Word template may use. Spec §1's fields come first; then the record's
 * results as named fields, and loops (tables) with their columns (each kind's are in its module,
 * kinds/<kind>.ts). A template that uses anything else is refused at upload, so a filled
 * document never has a gap.
 */

/** Spec §1: every report template receives these. accountImage is a picture, not text. */
export const SPEC_TEMPLATE_FIELDS = [
  "taxYear",
  "scenarioName",
  "firstName",
  "phone",
  "email",
  "companyName",
  "clientFullName",
  "accountEmail",
  "website",
  "accountImage",
] as const;

/** Also available in every template. */
export const COMMON_TEMPLATE_FIELDS = [
  "reportTitle",
  "reportDate",
  "recordName",
  "contactName",
  "vatNumber",
  /** The FSCA's FSP number (digits), and the line "Authorised financial services provider, FSP …". */
  "fspNumber",
  "fspLine",
  "address",
  "disclaimer",
  /** "Where figures came from" when a value was taken from another record, else empty (ADR 026). */
  "takenFromTitle",
] as const;

/** Loops every template may use, with the fields of one item. */
export const COMMON_TEMPLATE_LOOPS = {
  /** The letterhead's contact column: the adviser, the FSP line, phone, e-mail, website, VAT no. */
  letterhead: ["line"],
  /** What was assumed: the record's inputs in words. */
  inputs: ["label", "value"],
  /** The rate tables used. */
  basisTables: ["label", "source"],
  /** Figures that are estimates. */
  estimates: ["text"],
  /** The working, line by line. */
  working: ["label", "amount", "rule"],
  warnings: ["text"],
  /** Values taken from the client's other records, by name: "The marginal rate (41 %) is …". */
  takenFrom: ["text"],
} as const;

/** Loops the built-in template no longer prints; uploaded templates may still use them. */
export const SUPERSEDED_TEMPLATE_LOOPS: readonly string[] = ["years"];

type Template<K extends RecordKind> = (typeof KINDS)[K]["template"];

function templateParts<P extends keyof Template<RecordKind>>(part: P) {
  return Object.fromEntries(
    Object.entries(KINDS).map(([kind, contract]) => [kind, contract.template[part]]),
  ) as { [K in RecordKind]: Template<K>[P] };
}

/** By kind: the named result fields with their labels, the loops, and the superseded fields. */
export const RESULT_FIELD_LABELS = /* @__PURE__ */ templateParts("fields");
export const RESULT_TEMPLATE_LOOPS = /* @__PURE__ */ templateParts("loops");
export const SUPERSEDED_RESULT_FIELDS = /* @__PURE__ */ templateParts("superseded");

export type ResultField<K extends RecordKind> = keyof Template<K>["fields"] & string;

/** Every field and loop a template of `kind` may use. */
export function templatePlaceholders(kind: RecordKind): {
  fields: string[];
  loops: Record<string, readonly string[]>;
} {
  const { fields, loops, headings } = KINDS[kind].template;
  return {
    fields: [
      ...SPEC_TEMPLATE_FIELDS,
      ...COMMON_TEMPLATE_FIELDS,
      ...Object.keys(fields),
      ...headings,
    ],
    loops: { ...COMMON_TEMPLATE_LOOPS, ...loops },
  };
}

/** GET /api/v1/admin/report-templates/:kind (without ?download) and the PUT answer. */
export const reportTemplateInfoSchema = z.object({
  kind: z.enum(RECORD_KINDS),
  /** "built-in" until an administrator uploads a replacement. */
  source: z.enum(["built-in", "uploaded"]),
  fileName: z.string(),
  uploadedAt: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  /** The placeholders a replacement may use. */
  fields: z.array(z.string()),
  loops: z.record(z.string(), z.array(z.string())),
});
export type ReportTemplateInfo = z.infer<typeof reportTemplateInfoSchema>;
/** The kind a template is for; an unknown one is a 404 (`report-templates/not-found`), not a 400. */
export const reportTemplateKindParamsSchema = z.object({ kind: z.string() });
export const reportTemplateListSchema = z.object({ items: z.array(reportTemplateInfoSchema) });
export type ReportTemplateList = z.infer<typeof reportTemplateListSchema>;

/** The largest template accepted (Word files with a few pictures stay well below). */
export const REPORT_TEMPLATE_MAX_BYTES = 5 * 1024 * 1024;
/** The most a template may unpack to (all its parts), against decompression bombs. */
export const REPORT_TEMPLATE_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
/** The most its XML parts (what docxtemplater parses for every report) may unpack to. */
export const REPORT_TEMPLATE_MAX_XML_BYTES = 4 * 1024 * 1024;
export const DOCX_MEDIA_TYPE =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
