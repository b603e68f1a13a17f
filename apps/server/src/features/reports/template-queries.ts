import type { RecordKind } from "@adviser-desk/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { reportTemplate, user } from "#server/db/schema";

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

/** Stores the uploaded template of a kind, replacing the one before. */
export async function upsertUploadedTemplate(
  db: Db,
  params: { kind: RecordKind; fileName: string; content: Buffer; uploadedBy: string },
): Promise<void> {
  const { kind, fileName, content, uploadedBy } = params;
  await db
    .insert(reportTemplate)
    .values({ kind, fileName, content, uploadedBy })
    .onConflictDoUpdate({
      target: reportTemplate.kind,
      set: { fileName, content, uploadedBy, uploadedAt: sql`now()` },
    });
}

/** Removes the uploaded template of a kind (the built-in one applies again). */
export async function deleteUploadedTemplate(db: Db, kind: RecordKind): Promise<void> {
  await db.delete(reportTemplate).where(eq(reportTemplate.kind, kind));
}
