import { count, isNull } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { accountingOutbox } from "../../../db/schema";

/** Messages to the accounting service not delivered yet (the metrics' outbox backlog). */
export async function countOutboxBacklog(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountingOutbox)
    .where(isNull(accountingOutbox.deliveredAt));
  return row?.n ?? 0;
}
