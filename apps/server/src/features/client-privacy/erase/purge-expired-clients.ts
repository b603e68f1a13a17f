import { RESTORE_DAYS, RESTORE_WINDOW_ENDED } from "@adviser-desk/contracts";
import { and, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { client } from "../../../db/schema";
import { eraseClientRows } from "./erase-client-rows";

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_ACTOR = { id: null, email: "system (client retention purge)" };
/** Clients erased per run and transaction batch; the next run takes the rest. */
const BATCH = 100;

/**
 * Erases clients deleted more than RESTORE_DAYS ago: nobody can restore them any more, so there is
 * no purpose left in holding them (POPIA s 14(1) and (4)). One transaction per client; a client
 * another instance is erasing at the same moment is skipped (SKIP LOCKED), so every instance may
 * run this. Returns how many were erased.
 */
export async function purgeExpiredClients(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RESTORE_DAYS * DAY_MS);
  const due = await db
    .select({ id: client.id, companyId: client.companyId })
    .from(client)
    .where(and(isNotNull(client.deletedAt), lte(client.deletedAt, cutoff)))
    .limit(BATCH);
  let erased = 0;
  for (const { id, companyId } of due) {
    erased += await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: client.id })
        .from(client)
        .where(
          and(eq(client.companyId, companyId), eq(client.id, id), lte(client.deletedAt, cutoff)),
        )
        .for("update", { skipLocked: true });
      if (!still) return 0;
      await eraseClientRows(tx, {
        companyId,
        clientId: id,
        actor: PURGE_ACTOR,
        reason: RESTORE_WINDOW_ENDED,
      });
      return 1;
    });
  }
  return erased;
}
