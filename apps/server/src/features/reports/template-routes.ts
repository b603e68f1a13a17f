import {
  DOCX_MEDIA_TYPE,
  RECORD_KINDS,
  REPORT_TEMPLATE_MAX_BYTES,
  type RecordKind,
  type ReportTemplateInfo,
  templatePlaceholders,
} from "@adviser-desk/contracts";
import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database";
import { auditEntry, reportTemplate } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { defineRoute } from "../../http/api-route";
import { defaultTemplateFileName } from "./docx/default-template";
import { guardTemplateZip } from "./docx/template-zip-guard";
import { validateTemplate } from "./docx/validate-template";
import { attachment, safeFileName } from "./report-files";
import { findUploadedTemplate, templateFor } from "./template-store";

function kindOf(value: string): RecordKind {
  if (!(RECORD_KINDS as readonly string[]).includes(value)) {
    throw new AppError(404, "report-templates/not-found", `There is no report kind "${value}".`);
  }
  return value as RecordKind;
}

async function templateInfo(db: Db, kind: RecordKind): Promise<ReportTemplateInfo> {
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

/** "Plan (final).docx" from the upload's header, or a name for the kind. */
function uploadedName(header: unknown, kind: RecordKind): string {
  let raw = "";
  try {
    raw = typeof header === "string" ? decodeURIComponent(header).trim() : "";
  } catch {
    throw new AppError(
      400,
      "report-templates/bad-file-name",
      "X-File-Name must be the file name, percent-encoded (encodeURIComponent).",
    );
  }
  const name = safeFileName(raw).slice(0, 120);
  if (!name) return `${kind}-template.docx`;
  return name.toLowerCase().endsWith(".docx") ? name : `${name}.docx`;
}

/** Administrators replace, download and reset the Word template of each report kind. */
export function registerTemplateRoutes(app: FastifyInstance, db: Db) {
  app.addContentTypeParser(
    DOCX_MEDIA_TYPE,
    { parseAs: "buffer", bodyLimit: REPORT_TEMPLATE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  defineRoute(app, endpoints.listReportTemplates, {
    handler: async () => ({
      items: await Promise.all(RECORD_KINDS.map((kind) => templateInfo(db, kind))),
    }),
  });

  defineRoute(app, endpoints.downloadReportTemplate, {
    handler: async ({ reply, params }) => {
      const template = await templateFor(db, kindOf(params.kind));
      reply
        .type(DOCX_MEDIA_TYPE)
        .header("content-disposition", attachment(template.fileName))
        .header("cache-control", "private, no-store");
      return template.content;
    },
  });

  defineRoute(app, endpoints.uploadReportTemplate, {
    options: {
      bodyLimit: REPORT_TEMPLATE_MAX_BYTES,
      errorHandler(error, _request, reply) {
        if ((error as { statusCode?: number }).statusCode === 413) {
          throw new AppError(413, "report-templates/too-large", "A template must be at most 5 MB.");
        }
        if ((error as { statusCode?: number }).statusCode === 415) {
          throw new AppError(
            415,
            "report-templates/not-docx",
            "Send the template as a Word (.docx) file.",
          );
        }
        return reply.send(error);
      },
    },
    handler: async ({ caller: { user: admin }, request, reply, params }) => {
      const kind = kindOf(params.kind);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new AppError(
          415,
          "report-templates/not-docx",
          "Send the template as a Word (.docx) file.",
        );
      }
      const fileName = uploadedName(request.headers["x-file-name"], kind);
      guardTemplateZip(request.body);
      validateTemplate(kind, request.body);
      const before = await templateInfo(db, kind);
      await db.transaction(async (tx) => {
        await tx
          .insert(reportTemplate)
          .values({ kind, fileName, content: request.body as Buffer, uploadedBy: admin.id })
          .onConflictDoUpdate({
            target: reportTemplate.kind,
            set: {
              fileName,
              content: request.body as Buffer,
              uploadedBy: admin.id,
              uploadedAt: sql`now()`,
            },
          });
        await tx.insert(auditEntry).values({
          actorUserId: admin.id,
          actorEmail: admin.email,
          action: "report-template/upload",
          targetType: "report-template",
          targetId: kind,
          before: auditState(before),
          after: { source: "uploaded", fileName, bytes: (request.body as Buffer).length },
        });
      });
      return reply.status(200).send(await templateInfo(db, kind));
    },
  });

  defineRoute(app, endpoints.resetReportTemplate, {
    handler: async ({ caller: { user: admin }, params }) => {
      const kind = kindOf(params.kind);
      const before = await templateInfo(db, kind);
      if (before.source === "built-in") return;
      await db.transaction(async (tx) => {
        await tx.delete(reportTemplate).where(eq(reportTemplate.kind, kind));
        await tx.insert(auditEntry).values({
          actorUserId: admin.id,
          actorEmail: admin.email,
          action: "report-template/reset",
          targetType: "report-template",
          targetId: kind,
          before: auditState(before),
          after: { source: "built-in", fileName: defaultTemplateFileName(kind) },
        });
      });
    },
  });
}
