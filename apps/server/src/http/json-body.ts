import type { FastifyInstance } from "fastify";
import { AppError } from "#server/errors/app-error";

/**
 * The deepest nesting of arrays and objects a JSON body may have. Our deepest schema (a rate table
 * import) nests under ten levels; 64 leaves room for any honest client and keeps every walk over a
 * body (validation, the control-character gate, better-auth) far from the stack's limit.
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The deepest nesting in JSON text, counted on the raw text before it is parsed: brackets inside
 * strings do not count. Stops counting as soon as `limit` is passed, so a hostile body costs one
 * pass over at most the bytes up to that point. Malformed text is left to the parser.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
      if (depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

export const tooDeep = () =>
  new AppError(
    400,
    "request/too-deep",
    `The request body nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep; send a flatter body.`,
  );

/**
 * The one JSON body parser of the app, better-auth's routes included: the body's size is bounded
 * by Fastify's `bodyLimit` before it is read, its depth here before it is parsed, so no hook,
 * schema or handler ever walks a body deeper than MAX_JSON_DEPTH (a 5 000-level body overflowed
 * the stack of the control-character gate: 500 on every route). Parsing itself is Fastify's own
 * (prototype poisoning refused).
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
