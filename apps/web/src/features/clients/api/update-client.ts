import type { ClientResponse, UpdateClientInput } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { HttpError } from "@/lib/http-error";
import { notifyError } from "@/lib/notify";
import { clientQueryOptions } from "./get-client";
import { clientsQueryKey } from "./list-clients";

/** PATCH /api/v1/clients/:id; with `version`, a stale write is refused (409). */
export function updateClient({ id, patch }: { id: string; patch: UpdateClientInput }) {
  return apiRequest<ClientResponse>(`/clients/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: JSON.stringify(patch),
  });
}

export const isVersionConflict = (error: unknown) =>
  error instanceof HttpError && error.code === "clients/version-conflict";

/** A version conflict is explained in the form itself; every other failure gets the red toast. */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    meta: { silent: true },
    onError: (error) => {
      if (!isVersionConflict(error)) notifyError(error);
    },
    onSuccess: async (client) => {
      queryClient.setQueryData(clientQueryOptions(client.id).queryKey, client);
      // A spouse link changes the other clients it names (both ways): every client read is stale.
      await queryClient.invalidateQueries({
        queryKey: clientsQueryKey,
        predicate: (query) => query.queryKey[2] !== client.id,
      });
    },
  });
}
