import type { RecordKind } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { defaultTemplate, defaultTemplateFileName } from "#server/documents/docx/default-template";
import { findUploadedTemplate } from "./template-queries";

/**
 * The template a Word report of `kind` is filled from: the uploaded one, else the built-in
 * (with `options` columns in an investment comparison's year grids).
 */
export async function templateFor(db: Db, kind: RecordKind, options?: number) {
  const uploaded = await findUploadedTemplate(db, kind);
  return uploaded
    ? { fileName: uploaded.fileName, content: uploaded.content }
    : { fileName: defaultTemplateFileName(kind), content: await defaultTemplate(kind, options) };
}
