import type { RecordKind } from "@adviser-desk/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { reportTemplate, user } from "../../db/schema";
import { defaultTemplate, defaultTemplateFileName } from "./docx/default-template";

/** The uploaded template of a kind with who uploaded it, or null (the built-in one applies). */
export async function findUploadedTemplate(db: Db, kind: RecordKind) {
  const [row] = await db
    .select({
      fileName: reportTemplate.fileName,
      content: reportTemplate.content,
      uploadedAt: reportTemplate.uploadedAt,
      uploadedBy: user.email,
    })
    .from(reportTemplate)
    .leftJoin(user, eq(user.id, reportTemplate.uploadedBy))
    .where(eq(reportTemplate.kind, kind));
  return row ?? null;
}

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
