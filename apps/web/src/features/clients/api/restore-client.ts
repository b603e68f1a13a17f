import type { ClientResponse } from "@adviser-desk/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import { queryClient } from "@/lib/query-client";
import { fullName } from "../lib/client-name";
import { clientsQueryKey } from "./list-clients";

/** POST /api/v1/clients/:id/restore: back from "Recently deleted", with its records. */
export function restoreClient(id: string) {
  return apiRequest<ClientResponse>(`/clients/${encodeURIComponent(id)}/restore`, {
    method: "POST",
  });
}

/**
 * Restores and says so. A plain function rather than a hook, because the Undo button of the
 * delete toast calls it after the screen that deleted the client may have gone.
 */
export async function restoreClientAndRefresh(id: string): Promise<void> {
  try {
    const client = await restoreClient(id);
    await queryClient.invalidateQueries({ queryKey: clientsQueryKey });
    notifySuccess(`${fullName(client)} restored`);
  } catch (error) {
    notifyError(error);
  }
}

export function useRestoreClient() {
  return useMutation({ mutationFn: restoreClientAndRefresh });
}
