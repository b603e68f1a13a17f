import {
  type RecordKind,
  type ReportTemplateInfo,
  templatePlaceholders,
} from "@adviser-desk/contracts";
import { writeAudit } from "#server/audit/audit-queries";
import type { Db } from "#server/db/database";
import { defaultTemplateFileName } from "#server/documents/docx/default-template";
import {
  deleteUploadedTemplate,
  findUploadedTemplate,
  upsertUploadedTemplate,
} from "./template-queries";

interface Admin {
  id: string;
  email: string;
}

/** The template of a kind as administrators see it: which one applies and what it may contain. */
export async function templateInfo(db: Db, kind: RecordKind): Promise<ReportTemplateInfo> {
  const uploaded = await findUploadedTemplate(db, kind);
  const { fields, loops } = templatePlaceholders(kind);
  return {
    kind,
    source: uploaded ? "uploaded" : "built-in",
    fileName: uploaded?.fileName ?? defaultTemplateFileName(kind),
    uploadedAt: uploaded?.uploadedAt.toISOString() ?? null,
    uploadedBy: uploaded ? (uploaded.uploadedBy ?? "a deleted user") : null,
    fields,
    loops: Object.fromEntries(Object.entries(loops).map(([k, v]) => [k, [...v]])),
  };
}

const auditState = (info: ReportTemplateInfo) => ({
  source: info.source,
  fileName: info.fileName,
  uploadedAt: info.uploadedAt,
  uploadedBy: info.uploadedBy,
});

/** Replaces the template of a kind with a checked upload, audited; answers the new state. */
export async function replaceTemplate(
  db: Db,
  params: { kind: RecordKind; fileName: string; content: Buffer; admin: Admin },
): Promise<ReportTemplateInfo> {
  const { kind, fileName, content, admin } = params;
  const before = await templateInfo(db, kind);
  await db.transaction(async (tx) => {
    await upsertUploadedTemplate(tx, { kind, fileName, content, uploadedBy: admin.id });
    await writeAudit(tx, admin, {
      action: "report-template/upload",
      targetType: "report-template",
      targetId: kind,
      before: auditState(before),
      after: { source: "uploaded", fileName, bytes: content.length },
    });
  });
  return templateInfo(db, kind);
}

/** Goes back to the built-in template of a kind, audited; nothing happens if it already applies. */
export async function resetTemplate(
  db: Db,
  params: { kind: RecordKind; admin: Admin },
): Promise<void> {
  const { kind, admin } = params;
  const before = await templateInfo(db, kind);
  if (before.source === "built-in") return;
  await db.transaction(async (tx) => {
    await deleteUploadedTemplate(tx, kind);
    await writeAudit(tx, admin, {
      action: "report-template/reset",
      targetType: "report-template",
      targetId: kind,
      before: auditState(before),
      after: { source: "built-in", fileName: defaultTemplateFileName(kind) },
    });
  });
}
