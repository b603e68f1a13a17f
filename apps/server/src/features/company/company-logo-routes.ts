import { LOGO_MAX_BYTES } from "@adviser-desk/contracts";
import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import { defineRoute } from "#server/http/api-route";
import { logoUrl } from "./company-json";
import {
  deleteCompanyLogo,
  findAnyCompanyLogo,
  findCompanyLogo,
  saveCompanyLogo,
} from "./company-logo-queries";
import { processLogo } from "./process-logo";

const logoNotFound = () =>
  new AppError(404, "company/logo-not-found", "No logo has been uploaded.");

type StoredLogo = Awaited<ReturnType<typeof findAnyCompanyLogo>>;

function sendLogo(logo: StoredLogo, request: FastifyRequest, reply: FastifyReply) {
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
    handler: async ({ caller, request, reply }) =>
      sendLogo(await findCompanyLogo(db, caller.company), request, reply),
  });

  // The member's own logo by its company's id (a user picture may link it); another company's id
  // names nothing in the caller's scope, so it answers 404 like an unknown one.
  defineRoute(app, endpoints.getCompanyLogoById, {
    handler: async ({ caller: { company }, request, reply, params: { companyId } }) => {
      const logo = companyId === company.id ? await findCompanyLogo(db, company) : null;
      return sendLogo(logo, request, reply);
    },
  });

  // Administrators have no company of their own and read any company's logo.
  defineRoute(app, endpoints.getAnyCompanyLogo, {
    handler: async ({ request, reply, params: { companyId } }) => {
      const wellFormed = /^[0-9a-f-]{36}$/i.test(companyId);
      return sendLogo(wellFormed ? await findAnyCompanyLogo(db, companyId) : null, request, reply);
    },
  });
}
