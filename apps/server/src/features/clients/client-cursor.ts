import { isUuid } from "#server/db/is-uuid";
import { AppError } from "#server/errors/app-error";
import type { ClientListPosition } from "./client-queries";

/** An opaque page cursor: the sort key (lower surname, lower name, id) of a page's last client. */
export function encodeClientCursor(position: ClientListPosition): string {
  return Buffer.from(JSON.stringify([position.surname, position.name, position.id])).toString(
    "base64url",
  );
}

export function decodeClientCursor(cursor: string): ClientListPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 3) {
      const [surname, name, id]: unknown[] = value;
      if (typeof surname === "string" && typeof name === "string" && typeof id === "string") {
        if (isUuid(id)) return { surname, name, id };
      }
    }
  } catch {
    // fall through: not a cursor we made
  }
  throw new AppError(400, "clients/invalid-cursor", "This page link is not valid: start again.");
}
