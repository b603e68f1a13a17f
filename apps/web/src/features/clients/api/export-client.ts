import { API_BASE } from "@/lib/api-client";

/**
 * GET /api/v1/clients/:id/export.zip: everything held about the client (POPIA s 23). A plain
 * link, so the browser streams the ZIP to disk with the session cookie; nothing is held in memory.
 */
export const clientExportUrl = (id: string) =>
  `${API_BASE}/clients/${encodeURIComponent(id)}/export.zip`;
