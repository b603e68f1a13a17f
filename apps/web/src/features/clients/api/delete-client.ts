import type { ClientResponse } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { notifySuccess } from "@/lib/notify";
import { fullName } from "../lib/client-name";
import { clientsQueryKey } from "./list-clients";
import { restoreClientAndRefresh } from "./restore-client";

/** DELETE /api/v1/clients/:id: soft delete, restorable from "Recently deleted". */
export function deleteClient(client: ClientResponse) {
  return apiRequest<void>(`/clients/${encodeURIComponent(client.id)}`, { method: "DELETE" });
}

/** Deletes without asking first: the toast's Undo (and "Recently deleted") bring it back. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: async (_nothing, client) => {
      notifySuccess(`${fullName(client)} deleted`, {
        label: "Undo",
        onClick: () => void restoreClientAndRefresh(client.id),
      });
      await queryClient.invalidateQueries({ queryKey: clientsQueryKey });
    },
  });
}
