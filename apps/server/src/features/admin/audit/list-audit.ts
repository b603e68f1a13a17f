import type { AuditListResponse } from "@adviser-desk/contracts";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { auditEntry, user } from "../../../db/schema";

/**
 * Audit entries, newest first, optionally only those about one target. A user target carries the
 * user's e-mail, so a list of changes says whose account changed (the id alone says nothing).
 */
export async function listAudit(
  db: Db,
  query: { targetType?: string; targetId?: string; page: number; pageSize: number },
): Promise<AuditListResponse> {
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
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
