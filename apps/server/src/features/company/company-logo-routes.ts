import { LOGO_MAX_BYTES } from "@adviser-desk/contracts";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requireUser } from "../../auth/session-guard";
import type { Db } from "../../db/database";
import { company, companyLogo } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { requireOwnCompany } from "../../tenancy/caller-context";
import { processLogo } from "./process-logo";

async function sendLogo(db: Db, companyId: string, request: FastifyRequest, reply: FastifyReply) {
  const [logo] = await db.select().from(companyLogo).where(eq(companyLogo.companyId, companyId));
  if (!logo) throw new AppError(404, "company/logo-not-found", "No logo has been uploaded.");
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

  app.put("/api/v1/company/logo", {
    bodyLimit: LOGO_MAX_BYTES,
    errorHandler(error, _request, reply) {
      if ((error as { statusCode?: number }).statusCode === 413) {
        throw new AppError(413, "company/logo-too-large", "The logo must be at most 2 MB.");
      }
      return reply.send(error);
    },
    async handler(request, reply) {
      const own = await requireOwnCompany(request, db);
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError(
          415,
          "company/logo-type-not-allowed",
          "The logo must be a PNG, JPEG or WebP image.",
        );
      }
      const logo = await processLogo(request.body);
      await db
        .insert(companyLogo)
        .values({ companyId: own.id, ...logo })
        .onConflictDoUpdate({
          target: companyLogo.companyId,
          set: { ...logo, updatedAt: sql`now()` },
        });
      await db.update(company).set({ updatedAt: sql`now()` }).where(eq(company.id, own.id));
      await app.callerState.changed(requireUser(request).id);
      return reply.status(200).send({
        accountImage: `/api/v1/company/logo?v=${logo.etag}`,
        width: logo.width,
        height: logo.height,
      });
    },
  });

  app.delete("/api/v1/company/logo", async (request, reply) => {
    const own = await requireOwnCompany(request, db);
    await db.delete(companyLogo).where(eq(companyLogo.companyId, own.id));
    await app.callerState.changed(requireUser(request).id);
    return reply.status(204).send();
  });

  app.get("/api/v1/company/logo", async (request, reply) => {
    const own = await requireOwnCompany(request, db);
    return sendLogo(db, own.id, request, reply);
  });

  // By company id (reports, administrators). Another company's id answers 404 like an unknown one.
  app.get<{ Params: { companyId: string } }>(
    "/api/v1/companies/:companyId/logo",
    async (request, reply) => {
      const user = requireUser(request);
      const { companyId } = request.params;
      if (user.role !== "admin") {
        const own = await requireOwnCompany(request, db);
        if (own.id !== companyId)
          throw new AppError(404, "company/logo-not-found", "No logo has been uploaded.");
      } else if (!/^[0-9a-f-]{36}$/i.test(companyId)) {
        throw new AppError(404, "company/logo-not-found", "No logo has been uploaded.");
      }
      return sendLogo(db, companyId, request, reply);
    },
  );
}
