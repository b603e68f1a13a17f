import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { RequestHooks } from "./request-context";

/**
 * CSP allows our own origin only, plus exactly the origins configured features need: the chat
 * widget's script origin (CHAT_WIDGET_SCRIPT_URL), the overview video's (OVERVIEW_VIDEO_URL) and
 * the payment provider's checkout page the subscribe form posts to (PAYFAST_MODE).
 * `liveFrameOrigins` adds, per response, origins an administrator sets while the app runs (the
 * overview video URL of the site config), so a changed video plays without a restart.
 */
export function registerSecurityHeaders(
  hooks: RequestHooks,
  options: {
    scriptOrigins: string[];
    frameOrigins: string[];
    formOrigins?: string[];
    /** The same array while the origins stay the same (a new one is looked up again). */
    liveFrameOrigins?: () => readonly string[];
    https: boolean;
  },
) {
  const { scriptOrigins, frameOrigins } = options;
  // Helmet evaluates function directives per call; "'self'" stands in when there is nothing to add.
  let live = "'self'";
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
        frameSrc: ["'self'", ...frameOrigins, ...scriptOrigins, () => live],
        mediaSrc: ["'self'", ...frameOrigins, () => live],
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
  // The headers depend only on the live origins: helmet builds them (parsing and validating every
  // directive) once per distinct set, not on every response — it was a tenth of a cheap request.
  const built = new Map<string, HeaderSet>();
  const headersFor = (liveFrameOrigins: readonly string[]): HeaderSet => {
    const origins = liveFrameOrigins.filter((o) => !frameOrigins.includes(o));
    const key = origins.join(" ");
    let headers = built.get(key);
    if (!headers) {
      live = origins.length > 0 ? key : "'self'";
      headers = headerSetOf(applyHeaders);
      if (built.size >= MAX_HEADER_SETS) built.clear();
      built.set(key, headers);
    }
    return headers;
  };
  // The live origins come back as the same array until they change: the set is looked up then.
  let lastOrigins: readonly string[] = [];
  let lastHeaders = headersFor(lastOrigins);
  hooks.onRequest((_request, reply) => {
    const origins = options.liveFrameOrigins?.() ?? lastOrigins;
    if (origins !== lastOrigins) {
      lastOrigins = origins;
      lastHeaders = headersFor(origins);
    }
    const headers = lastHeaders;
    for (const name of headers.removed) reply.raw.removeHeader(name);
    // Into the reply's headers, which Fastify hands to writeHead in one go: set on the raw response,
    // each would be validated and stored there one by one, and Fastify's own added to them again.
    for (const [name, value] of headers.set) reply.header(name, value);
    return undefined;
  });
}

/** Distinct live-origin sets kept (an administrator changing the video URL adds one). */
const MAX_HEADER_SETS = 16;

interface HeaderSet {
  set: [string, string | number | readonly string[]][];
  removed: string[];
}

/** What a helmet middleware does to a response, recorded once to be replayed on each one. */
function headerSetOf(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): HeaderSet {
  const headers: HeaderSet = { set: [], removed: [] };
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set.push([name.toLowerCase(), value]);
      return recorder;
    },
    removeHeader(name: string) {
      headers.removed.push(name);
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
