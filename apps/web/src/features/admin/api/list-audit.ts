import type { AuditListResponse } from "@adviser-desk/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-query-keys";

export interface AuditFilter {
  targetType?: string;
  targetId?: string;
  page: number;
  pageSize: number;
}

/** GET /api/v1/admin/audit: who changed what, newest first. */
export function listAudit(filter: AuditFilter) {
  const params = new URLSearchParams({
    page: String(filter.page),
    pageSize: String(filter.pageSize),
  });
  if (filter.targetType) params.set("targetType", filter.targetType);
  if (filter.targetId) params.set("targetId", filter.targetId);
  return apiRequest<AuditListResponse>(`/admin/audit?${params.toString()}`);
}

export const auditQueryOptions = (filter: AuditFilter) =>
  queryOptions({ queryKey: [...adminKeys.audit, filter], queryFn: () => listAudit(filter) });

export const useAudit = (filter: AuditFilter) =>
  useQuery({ ...auditQueryOptions(filter), placeholderData: keepPreviousData });
