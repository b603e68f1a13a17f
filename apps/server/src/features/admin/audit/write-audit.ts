import type { Db } from "../../../db/database";
import { auditEntry } from "../../../db/schema";

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
