import type { ClientResponse } from "@adviser-desk/contracts";
import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { notifySuccess } from "@/lib/notify";
import { fullName } from "../lib/client-name";
import { refreshClientReads } from "./client-reads";
import { restoreClientAndRefresh } from "./restore-client";

/** DELETE /api/v1/clients/:id: soft delete, restorable from "Recently deleted". */
export function deleteClient(client: ClientResponse) {
  return api(clientRoutes.deleteClient, { params: { id: client.id } });
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
      await refreshClientReads(queryClient);
    },
  });
}
