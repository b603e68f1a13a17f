import type { EraseClientInput, EraseClientResponse } from "@adviser-desk/contracts";
import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { forgetClient, refreshClientReads } from "./client-reads";

/** POST /api/v1/clients/:id/erase: removes the client and its records for good (POPIA s 24). */
export function eraseClient(id: string, input: EraseClientInput) {
  return api(clientRoutes.eraseClient, { params: { id }, body: input });
}

/**
 * Erases; `leave` takes the screen away from the client first (its page would otherwise refetch
 * and find nothing), then what was read about the client is forgotten and the lists refreshed.
 */
export function useEraseClient(
  id: string,
  leave: (erased: EraseClientResponse) => Promise<void> | void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EraseClientInput) => eraseClient(id, input),
    onSuccess: async (erased) => {
      await leave(erased);
      forgetClient(queryClient, id);
      await refreshClientReads(queryClient);
    },
  });
}
