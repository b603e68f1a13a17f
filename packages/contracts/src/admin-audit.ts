import { z } from "zod";

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  /** `area/verb`, e.g. `user/disable`. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** For a user target, their e-mail now (null once purged, or for other targets). */
  targetEmail: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.object({
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1, { error: "page must be 1 or more" }).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, { error: "pageSize must be 1 or more" })
    .max(100, { error: "pageSize must be at most 100" })
    .default(20),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditListResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
