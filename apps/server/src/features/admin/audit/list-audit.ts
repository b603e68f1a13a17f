import type { AuditListResponse } from "@adviser-desk/contracts";
import { auditPage } from "#server/audit/audit-queries";
import type { Db } from "#server/db/database";

/** Audit entries, newest first, optionally only those about one target (the admin's audit list). */
export async function listAudit(
  db: Db,
  query: { targetType?: string; targetId?: string; page: number; pageSize: number },
): Promise<AuditListResponse> {
  const { rows, total } = await auditPage(db, query);
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
