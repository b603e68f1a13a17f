import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { useQuery } from "@tanstack/react-query";
import { queryOf } from "@/lib/api";

/**
 * GET /api/v1/clients/:id/retention: what erasing the client would do today (erase, or restrict
 * until the FAIS period ends) and whose spouse link it touches; read when the dialog opens.
 */
export const useClientRetention = (id: string, enabled: boolean) =>
  useQuery({ ...queryOf(clientRoutes.getClientRetention, { params: { id } }), enabled });
