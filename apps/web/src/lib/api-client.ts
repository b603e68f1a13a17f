import type { Problem } from "@adviser-desk/contracts";
import { HttpError, networkFetch } from "./http-error";

/** Whether a path is the API's (never a screen to return to or to warm). */
export const isApiPath = (pathname: string): boolean => pathname.startsWith("/api/");

// Answers are typed by the contracts' inferred types but not re-parsed here: the server already
// validates every response with the same zod schema (STYLE rule 4), and leaving zod out of this
// path keeps it out of the first bundle. Forms load the schemas when they are first used.

function isProblem(body: unknown): body is Problem {
  if (typeof body !== "object" || body === null) return false;
  const { code, status } = body as Record<string, unknown>;
  return typeof code === "string" && typeof status === "number";
}

async function errorOf(response: Response): Promise<HttpError> {
  const body: unknown = await response.json().catch(() => null);
  if (isProblem(body)) {
    return new HttpError({
      status: response.status,
      code: body.code,
      message: body.detail ?? body.title,
      fieldProblems: body.errors,
      problem: body,
    });
  }
  return new HttpError({ status: response.status, message: response.statusText });
}

/**
 * Calls our API with the session cookie, for the catalogue's `api()` (lib/api.ts) alone: every
 * request names its endpoint (repo-checks/web-api-calls.test.ts). A non-2xx answer becomes an HttpError that carries the
 * problem+json `code` (`area/reason`). A JSON body is the default; pass a Blob with its own
 * Content-Type for uploads. 204 No Content resolves to undefined.
 */
export async function sendRequest<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json, application/problem+json");
  if (init.body !== undefined && init.body !== null && !headers.has("Content-Type")) {
    headers.set("Content-Type", "application/json");
  }
  const response = await networkFetch(url, {
    ...init,
    headers,
    credentials: "same-origin",
  });
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
