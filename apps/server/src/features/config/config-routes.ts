import { type PublicConfigResponse, publicConfigResponseSchema } from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config/env";

export function registerConfigRoutes(app: FastifyInstance, config: AppConfig) {
  const body = publicConfigResponseSchema.parse({
    googleEnabled: config.google !== undefined,
    passwordMinLength: config.passwordMinLength,
  });
  app.get("/api/v1/config", async (): Promise<PublicConfigResponse> => body);
}
