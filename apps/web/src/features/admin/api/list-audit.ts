import { adminRoutes } from "@adviser-desk/contracts/endpoints/admin-routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { queryOf } from "@/lib/api";

export interface AuditFilter {
  targetType?: string;
  targetId?: string;
  page: number;
  pageSize: number;
}

/** GET /api/v1/admin/audit: who changed what, newest first. */
export const auditQueryOptions = (filter: AuditFilter) =>
  queryOptions(
    queryOf(adminRoutes.listAuditEntries, {
      query: {
        page: filter.page,
        pageSize: filter.pageSize,
        targetType: filter.targetType || undefined,
        targetId: filter.targetId || undefined,
      },
    }),
  );

export const useAudit = (filter: AuditFilter) =>
  useQuery({ ...auditQueryOptions(filter), placeholderData: keepPreviousData });
