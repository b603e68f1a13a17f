import type { EraseClientInput, EraseClientResponse } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { clientQueryOptions } from "./get-client";
import { clientsQueryKey } from "./list-clients";

/** POST /api/v1/clients/:id/erase: removes the client and its records for good (POPIA s 24). */
export function eraseClient(id: string, input: EraseClientInput) {
  return apiRequest<EraseClientResponse>(`/clients/${encodeURIComponent(id)}/erase`, {
    method: "POST",
    body: JSON.stringify(input),
  });
}

/**
 * Erases; `leave` takes the screen away from the client first (its page would otherwise refetch
 * and find nothing), then the client's cached page is forgotten and the lists refreshed.
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
      queryClient.removeQueries({ queryKey: clientQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: clientsQueryKey });
    },
  });
}
