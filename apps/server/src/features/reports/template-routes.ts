import {
  DOCX_MEDIA_TYPE,
  RECORD_KINDS,
  REPORT_TEMPLATE_MAX_BYTES,
  type RecordKind,
  type ReportTemplateInfo,
  reportTemplateInfoSchema,
  reportTemplateListSchema,
  templatePlaceholders,
} from "@adviser-desk/contracts";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/database";
import { auditEntry, reportTemplate } from "../../db/schema";
import { defineRoute } from "../../http/api-route";
import { AppError } from "../../http/app-error";
import { defaultTemplateFileName } from "./docx/default-template";
import { guardTemplateZip } from "./docx/template-zip-guard";
import { validateTemplate } from "./docx/validate-template";
import { attachment, safeFileName } from "./report-files";
import { findUploadedTemplate, templateFor } from "./template-store";

const kindParamsSchema = z.object({ kind: z.string() });

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
  const common = { tags: ["admin"], access: "admin" } as const;
  const notFound = { description: "`report-templates/not-found`: not a record kind." };

  defineRoute(app, "report-templates", {
    ...common,
    method: "GET",
    url: "/api/v1/admin/report-templates",
    operationId: "listReportTemplates",
    summary: "The Word template of each report kind: built-in or uploaded (by whom, when)",
    success: { status: 200, description: "One item per kind.", schema: reportTemplateListSchema },
    handler: async () => ({
      items: await Promise.all(RECORD_KINDS.map((kind) => templateInfo(db, kind))),
    }),
  });

  defineRoute(app, "report-templates", {
    ...common,
    method: "GET",
    url: "/api/v1/admin/report-templates/:kind",
    operationId: "downloadReportTemplate",
    summary: "Download the Word template in use for a kind (the uploaded one, else the built-in)",
    params: kindParamsSchema,
    success: { status: 200, description: "The template.", mediaType: DOCX_MEDIA_TYPE },
    problems: { 404: notFound },
    handler: async ({ reply, params }) => {
      const template = await templateFor(db, kindOf(params.kind));
      reply
        .type(DOCX_MEDIA_TYPE)
        .header("content-disposition", attachment(template.fileName))
        .header("cache-control", "private, no-store");
      return template.content;
    },
  });

  defineRoute(app, "report-templates", {
    ...common,
    operationId: "uploadReportTemplate",
    summary: "Replace a kind's Word template (.docx body; X-File-Name names it)",
    description:
      "The template is parsed with docxtemplater first: broken {…} syntax, an unknown placeholder or loop, or {accountImage} as text is refused with a message naming it and the paragraph it is in.",
    params: kindParamsSchema,
    bodyMediaType: DOCX_MEDIA_TYPE,
    success: {
      status: 200,
      description: "The template now in use.",
      schema: reportTemplateInfoSchema,
    },
    problems: {
      400: {
        description:
          "`report-templates/invalid-template`: what is wrong and where (also a part named `../…`, absolute or with backslashes, or an absurd compression ratio); `report-templates/bad-file-name`: X-File-Name is not percent-encoded.",
      },
      404: notFound,
      413: {
        description:
          "`report-templates/too-large`: more than 5 MB, or unpacking to more than 20 MB (4 MB of text).",
      },
      415: { description: "`report-templates/not-docx`: send the file as a .docx body." },
    },
    method: "PUT",
    url: "/api/v1/admin/report-templates/:kind",
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

  defineRoute(app, "report-templates", {
    ...common,
    method: "DELETE",
    url: "/api/v1/admin/report-templates/:kind",
    operationId: "resetReportTemplate",
    summary: "Go back to the built-in Word template of a kind",
    params: kindParamsSchema,
    success: { status: 204, description: "The built-in template is in use." },
    problems: { 404: notFound },
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
