import { type RecordKind, templatePlaceholders } from "@adviser-desk/contracts";
import Docxtemplater from "docxtemplater";
import PizZip from "pizzip";
import { AppError } from "#server/errors/app-error";
import { locate, partName } from "./template-text";

export const DOCXTEMPLATER_OPTIONS = { paragraphLoop: true, linebreaks: true } as const;

const invalid = (message: string) =>
  new AppError(400, "report-templates/invalid-template", message);

interface Part {
  type: string;
  value?: string;
  module?: string;
  subparsed?: Part[];
}

interface TemplateErrorDetail {
  properties?: { id?: string; xtag?: string; explanation?: string; file?: string };
  message?: string;
}

/** docxtemplater's syntax errors, each with where it is. */
function syntaxMessage(error: unknown, zip: PizZip): string {
  const nested = (error as { properties?: { errors?: TemplateErrorDetail[] } }).properties?.errors;
  const details: TemplateErrorDetail[] = nested ?? [error as TemplateErrorDetail];
  const first = details[0];
  const file = first?.properties?.file ?? "word/document.xml";
  const xml = zip.file(file)?.asText() ?? "";
  const tag = first?.properties?.xtag ?? "";
  const where = tag ? locate(xml, file, tag) : partName(file);
  const what = first?.properties?.explanation ?? first?.message ?? "The template cannot be read";
  const more = details.length > 1 ? ` (and ${details.length - 1} more problem(s))` : "";
  return `${what.replace(/\.$/, "")} — in ${where}${more}.`;
}

function openZip(bytes: Buffer): PizZip {
  try {
    const zip = new PizZip(bytes);
    if (!zip.file("word/document.xml")) throw new Error("no word/document.xml");
    return zip;
  } catch {
    throw invalid("This is not a Word document (.docx): save it from Word as .docx and try again.");
  }
}

/**
 * Refuses a template that a later report could not fill: broken {…} syntax, or a placeholder or
 * loop not in the kind's list (templatePlaceholders). The message names it and where it is.
 */
export function validateTemplate(kind: RecordKind, bytes: Buffer): void {
  const zip = openZip(bytes);
  let doc: Docxtemplater;
  try {
    doc = new Docxtemplater(zip, DOCXTEMPLATER_OPTIONS);
  } catch (error) {
    throw invalid(syntaxMessage(error, zip));
  }
  // The parsed template of each part (docxtemplater's inspect module needs lodash, not installed).
  const compiled = (doc as unknown as { compiled: Record<string, { postparsed: Part[] }> })
    .compiled;
  const allowed = templatePlaceholders(kind);
  const fields = new Set(allowed.fields.filter((f) => f !== "accountImage"));
  const isLoopColumn = (loop: string | null, name: string) =>
    loop ? (allowed.loops[loop] ?? []).includes(name) : false;
  for (const [file, part] of Object.entries(compiled)) {
    const xml = zip.file(file)?.asText() ?? "";
    const check = (parts: Part[], loop: string | null) => {
      for (const part of parts) {
        if (part.type !== "placeholder" || part.value === undefined) continue;
        const name = part.value;
        const where = () => locate(xml, file, name);
        if (name === "accountImage") {
          throw invalid(
            `{accountImage} cannot be text: insert a picture and set its alt text to accountImage — in ${where()}.`,
          );
        }
        if (part.module === "loop") {
          const columns = allowed.loops[name];
          // {#taxYear}…{/taxYear} (or {^…}) over a field is a condition, not a loop: its content
          // is filled in the surrounding scope, so it may use what the surrounding scope may.
          if (!columns && (fields.has(name) || isLoopColumn(loop, name))) {
            check(part.subparsed ?? [], loop);
            continue;
          }
          if (!columns) {
            throw invalid(
              `Unknown loop {#${name}} — in ${where()}. Loops: ${Object.keys(allowed.loops).join(", ")}.`,
            );
          }
          check(part.subparsed ?? [], name);
          continue;
        }
        if (part.module) {
          throw invalid(
            `{${part.module === "rawxml" ? "@" : ""}${name}} is not supported — in ${where()}.`,
          );
        }
        if (!isLoopColumn(loop, name) && !fields.has(name)) {
          const hint = loop
            ? `Inside {#${loop}} use: ${(allowed.loops[loop] ?? []).join(", ")}.`
            : "See the list of placeholders on the templates screen.";
          throw invalid(`Unknown placeholder {${name}} — in ${where()}. ${hint}`);
        }
      }
    };
    check(part.postparsed, null);
  }
}
