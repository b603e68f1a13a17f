import {
  DOCX_MEDIA_TYPE,
  RECORD_KINDS,
  REPORT_TEMPLATE_MAX_BYTES,
  type RecordKind,
} from "@adviser-desk/contracts";
import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { guardTemplateZip } from "#server/documents/docx/template-zip-guard";
import { validateTemplate } from "#server/documents/docx/validate-template";
import { safeFileName } from "#server/documents/file-name";
import { AppError } from "#server/errors/app-error";
import { defineRoute } from "#server/http/api-route";
import { attachment } from "#server/http/send-file";
import { replaceTemplate, resetTemplate, templateInfo } from "./manage-templates";
import { templateFor } from "./template-store";

function kindOf(value: string): RecordKind {
  if (!(RECORD_KINDS as readonly string[]).includes(value)) {
    throw new AppError(404, "report-templates/not-found", `There is no report kind "${value}".`);
  }
  return value as RecordKind;
}

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
      const info = await replaceTemplate(db, { kind, fileName, content: request.body, admin });
      return reply.status(200).send(info);
    },
  });

  defineRoute(app, endpoints.resetReportTemplate, {
    handler: async ({ caller: { user: admin }, params }) => {
      await resetTemplate(db, { kind: kindOf(params.kind), admin });
    },
  });
}
