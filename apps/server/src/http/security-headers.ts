import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * CSP allows our own origin only, plus exactly the origins configured features need: the chat
 * widget's script origin (CHAT_WIDGET_SCRIPT_URL), the overview video's (OVERVIEW_VIDEO_URL) and
 * the payment provider's checkout page the subscribe form posts to (PAYFAST_MODE).
 * `liveFrameOrigins` adds, per response, origins an administrator sets while the app runs (the
 * overview video URL of the site config), so a changed video plays without a restart.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    scriptOrigins: string[];
    frameOrigins: string[];
    formOrigins?: string[];
    liveFrameOrigins?: () => string[];
    https: boolean;
  },
) {
  const { scriptOrigins, frameOrigins } = options;
  // Helmet calls this for every response; "'self'" stands in when there is nothing to add.
  const live = () => {
    const origins = (options.liveFrameOrigins?.() ?? []).filter((o) => !frameOrigins.includes(o));
    return origins.length > 0 ? origins.join(" ") : "'self'";
  };
  // Built once: @fastify/helmet rebuilt the whole middleware (parsing every directive) on each
  // request. Function directives (`live`) are still evaluated per response.
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptOrigins],
        // Mantine sets CSS variables through style attributes and a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...scriptOrigins],
        frameSrc: ["'self'", ...frameOrigins, ...scriptOrigins, live],
        mediaSrc: ["'self'", ...frameOrigins, live],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...(options.formOrigins ?? [])],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
