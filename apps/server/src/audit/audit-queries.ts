import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { auditEntry, user } from "#server/db/schema";

export interface Actor {
  /** null for the server itself (the retention purge). */
  id: string | null;
  email: string;
}

export interface AuditChange {
  /** `area/verb`, e.g. `user/disable`. */
  action: `${string}/${string}`;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

/** Records who changed what; call with the transaction that makes the change, so both or neither stay. */
export async function writeAudit(tx: Db, actor: Actor, change: AuditChange): Promise<void> {
  await tx.insert(auditEntry).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * A page of audit entries, newest first, optionally only those about one target, with how many
 * there are. A user target carries the user's e-mail, so a list of changes says whose account
 * changed (the id alone says nothing).
 */
export async function auditPage(
  db: Db,
  query: { targetType?: string; targetId?: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (query.targetType) conditions.push(eq(auditEntry.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(auditEntry.targetId, query.targetId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditEntry.id,
        actorEmail: auditEntry.actorEmail,
        action: auditEntry.action,
        targetType: auditEntry.targetType,
        targetId: auditEntry.targetId,
        targetEmail: user.email,
        before: auditEntry.before,
        after: auditEntry.after,
        at: auditEntry.at,
      })
      .from(auditEntry)
      .leftJoin(user, and(eq(auditEntry.targetType, "user"), eq(user.id, auditEntry.targetId)))
      .where(where)
      .orderBy(desc(auditEntry.at), desc(auditEntry.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditEntry).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Points every entry about `from` (of `targetType`) at `to` instead (an erased client's reference). */
export async function retargetAuditEntries(
  tx: Db,
  params: { targetType: string; from: string; to: string },
): Promise<void> {
  await tx
    .update(auditEntry)
    .set({ targetId: params.to })
    .where(and(eq(auditEntry.targetType, params.targetType), eq(auditEntry.targetId, params.from)));
}
