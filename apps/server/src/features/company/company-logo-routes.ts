import { LOGO_MAX_BYTES } from "@adviser-desk/contracts";
import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/database";
import { AppError } from "../../errors/app-error";
import { defineRoute } from "../../http/api-route";
import { companyMissing, findOwnCompanyOf } from "../../tenancy/caller";
import { logoUrl } from "./company-json";
import { deleteCompanyLogo, findCompanyLogo, saveCompanyLogo } from "./company-logo-queries";
import { processLogo } from "./process-logo";

const logoNotFound = () =>
  new AppError(404, "company/logo-not-found", "No logo has been uploaded.");

async function sendLogo(db: Db, companyId: string, request: FastifyRequest, reply: FastifyReply) {
  const logo = await findCompanyLogo(db, companyId);
  if (!logo) throw logoNotFound();
  const etag = `"${logo.etag}"`;
  reply.header("etag", etag).header("cache-control", "private, max-age=31536000, immutable");
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();
  return reply.type(logo.contentType).header("x-content-type-options", "nosniff").send(logo.bytes);
}

export function registerCompanyLogoRoutes(app: FastifyInstance, db: Db) {
  // Uploads arrive as the raw file; the declared type is not trusted (processLogo checks content).
  app.addContentTypeParser(
    [
      "image/png",
      "image/jpeg",
      "image/webp",
      "image/svg+xml",
      "image/gif",
      "application/octet-stream",
    ],
    { parseAs: "buffer", bodyLimit: LOGO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  defineRoute(app, endpoints.uploadCompanyLogo, {
    options: {
      bodyLimit: LOGO_MAX_BYTES,
      errorHandler(error, _request, reply) {
        if ((error as { statusCode?: number }).statusCode === 413) {
          throw new AppError(413, "company/logo-too-large", "The logo must be at most 2 MB.");
        }
        return reply.send(error);
      },
    },
    handler: async ({ caller: { user, company: own }, request }) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError(
          415,
          "company/logo-type-not-allowed",
          "The logo must be a PNG, JPEG or WebP image.",
        );
      }
      const logo = await processLogo(request.body);
      await saveCompanyLogo(db, { scope: own, logo });
      await app.callerState.changed(user.id);
      return {
        accountImage: logoUrl(logo.etag),
        width: logo.width,
        height: logo.height,
      };
    },
  });

  defineRoute(app, endpoints.deleteCompanyLogo, {
    handler: async ({ caller: { user, company: own } }) => {
      await deleteCompanyLogo(db, own);
      await app.callerState.changed(user.id);
    },
  });

  defineRoute(app, endpoints.getCompanyLogo, {
    handler: async ({ caller, request, reply }) => sendLogo(db, caller.company.id, request, reply),
  });

  // By company id (reports, administrators). Administrators have no company of their own, so the
  // route asks only for a signed-in user and answers `company/missing` for anyone else without one.
  defineRoute(app, endpoints.getCompanyLogoById, {
    handler: async ({ caller: { user }, request, reply, params: { companyId } }) => {
      // Another company's id answers 404 like an unknown one.
      if (user.role !== "admin") {
        const own = await findOwnCompanyOf(request, user);
        if (!own) throw companyMissing();
        if (own.id !== companyId) throw logoNotFound();
      } else if (!/^[0-9a-f-]{36}$/i.test(companyId)) {
        throw logoNotFound();
      }
      return sendLogo(db, companyId, request, reply);
    },
  });
}
