import type { FastifyInstance } from "fastify";
import { AppError } from "#server/errors/app-error";

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL refuses
 * NUL in text outright; the others have no business in a name, a note or a search.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this gate's job.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The dotted path of the first string (or object key) in `value` holding a control character.
 * Walks with its own stack, never the call stack: however deep a value nests, this cannot overflow
 * (bodies are also capped in depth before parsing, `json-body.ts`; query strings are not).
 */
export function controlCharacterPath(value: unknown): string | null {
  const pending: { item: unknown; path: string }[] = [{ item: value, path: "" }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { item, path } = next;
    if (typeof item === "string") {
      if (CONTROL_CHARACTER.test(item)) return path;
      continue;
    }
    if (typeof item !== "object" || item === null || Buffer.isBuffer(item)) continue;
    // Reversed onto the stack, so fields are checked in reading order.
    for (const key of Object.keys(item).reverse()) {
      const itemPath = path ? `${path}.${key}` : key;
      if (CONTROL_CHARACTER.test(key)) return itemPath;
      pending.push({ item: (item as Record<string, unknown>)[key], path: itemPath });
    }
  }
  return null;
}

/**
 * One gate for every route, better-auth's included: a control character anywhere in the query
 * string, the path parameters or a JSON body is a 400 before any handler or database sees it.
 */
export function registerControlCharacterGate(app: FastifyInstance) {
  app.addHook("preValidation", (request, _reply, done) => {
    done(
      refusal("query", request.query) ??
        refusal("params", request.params) ??
        refusal("body", request.body) ??
        undefined,
    );
  });
}

/** The 400 for a request part holding a control character, or null. */
function refusal(part: string, value: unknown): AppError | null {
  const path = controlCharacterPath(value);
  if (path === null) return null;
  const field = path || part;
  return new AppError(
    400,
    "request/control-character",
    `${field} contains a control character (such as NUL); remove it and try again.`,
    [{ path: field, message: "must not contain control characters" }],
  );
}
