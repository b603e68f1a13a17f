import { sql } from "drizzle-orm";
import type { Db } from "./database";

/**
 * The SQLSTATE the `client_restricted_guard` triggers raise (migration 0024, ADR 050) when a
 * write reaches a restricted client's row, records, packs or shares; its DETAIL is the last day
 * the client is kept.
 */
const CLIENT_RESTRICTED_SQLSTATE = "AD409";

/** The refusal in an error (or its `cause` chain): the day kept until ("" unknown), or null. */
export function clientRestrictedRefusal(error: unknown): { keptUntil: string } | null {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    if (typeof e !== "object") return null;
    const { code, detail, cause } = e as { code?: unknown; detail?: unknown; cause?: unknown };
    if (code === CLIENT_RESTRICTED_SQLSTATE) {
      return { keptUntil: typeof detail === "string" ? detail : "" };
    }
    e = cause;
  }
  return null;
}

/**
 * Lets the rest of the transaction do the bookkeeping that must reach restricted clients too
 * (restricting again, handing a member's clients over, clearing the link to an erased spouse):
 * the guard triggers let it through. Transaction-local, so it ends with the transaction.
 */
export async function allowRestrictedBookkeeping(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('adviser_desk.bookkeeping', 'on', true)`);
}
