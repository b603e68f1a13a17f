import type { UpdateClientInput } from "@adviser-desk/contracts";
import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { hashKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { HttpError } from "@/lib/http-error";
import { notifyError } from "@/lib/notify";
import { refreshClientReads } from "./client-reads";
import { clientQueryOptions } from "./get-client";

/** PATCH /api/v1/clients/:id; with `version`, a stale write is refused (409). */
export function updateClient({ id, patch }: { id: string; patch: UpdateClientInput }) {
  return api(clientRoutes.updateClient, { params: { id }, body: patch });
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
      const { queryKey } = clientQueryOptions(client.id);
      queryClient.setQueryData(queryKey, client);
      const answered = hashKey(queryKey);
      // A spouse link changes the other clients it names (both ways): every other client read is stale.
      await refreshClientReads(queryClient, (query) => query.queryHash === answered);
    },
  });
}
