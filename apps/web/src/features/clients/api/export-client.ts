import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { pathOf } from "@adviser-desk/contracts/endpoints/route";

/**
 * GET /api/v1/clients/:id/export.zip: everything held about the client (POPIA s 23). A plain
 * link, so the browser streams the ZIP to disk with the session cookie; nothing is held in memory.
 */
export const clientExportUrl = (id: string) => pathOf(clientRoutes.exportClientData, { id });
