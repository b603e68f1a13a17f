/**
 * The one table from an HTTP status to what the person reads (spec §8): the spec's status codes
 * (400 invalid-argument … 504 deadline-exceeded, others unknown) and, for an answer that carries
 * no `area/reason` code of its own, the sentence shown in the toast.
 */
export const STATUS_TABLE: Readonly<Record<number, { code: string; message: string }>> = {
  400: { code: "invalid-argument", message: "invalid request" },
  401: { code: "unauthenticated", message: "not signed in" },
  402: { code: "unknown", message: "subscription required" },
  403: { code: "permission-denied", message: "permission denied" },
  404: { code: "not-found", message: "not found" },
  409: { code: "aborted", message: "changed elsewhere, reload and try again" },
  410: { code: "unknown", message: "no longer available" },
  413: { code: "unknown", message: "too large" },
  415: { code: "unknown", message: "file type not allowed" },
  429: { code: "resource-exhausted", message: "too many requests, try again in a minute" },
  499: { code: "cancelled", message: "request cancelled" },
  500: { code: "internal", message: "internal error" },
  501: { code: "unimplemented", message: "not available yet" },
  502: { code: "unknown", message: "service unavailable" },
  503: { code: "unavailable", message: "service unavailable" },
  504: {
    code: "deadline-exceeded",
    message: "the server took too long to answer, please try again",
  },
};

/** The spec's code for a status: `unknown` for any status it does not name. */
export const codeOfStatus = (status: number) => STATUS_TABLE[status]?.code ?? "unknown";

/** Spec §9: a call that has not been answered after 70 seconds is given up. */
export const REQUEST_TIMEOUT_MS = 70_000;
/** The status a call given up on the client is reported as (spec §8 "deadline-exceeded"). */
export const TIMED_OUT_STATUS = 504;
/** The status of a call the app itself cancelled (spec §8 "cancelled"). */
export const CANCELLED_STATUS = 499;
