import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** CSP allows our own origin only, plus origins a feature explicitly needs (e.g. a chat widget). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { extraScriptOrigins?: string[]; https: boolean },
) {
  const extra = options.extraScriptOrigins ?? [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra],
        // Mantine sets CSS variables through style attributes and a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...extra],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
  });
}
