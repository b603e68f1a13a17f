import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { queryClient } from "@/lib/query-client";
import { fullName } from "../lib/client-name";
import { refreshClientReads } from "./client-reads";

/** POST /api/v1/clients/:id/restore: back from "Recently deleted", with its records. */
export function restoreClient(id: string) {
  return api(clientRoutes.restoreClient, { params: { id } });
}

/**
 * Restores and says so. A plain function rather than a hook, because the Undo button of the
 * delete toast calls it after the screen that deleted the client may have gone.
 */
export async function restoreClientAndRefresh(id: string): Promise<void> {
  try {
    const client = await restoreClient(id);
    await refreshClientReads(queryClient);
    notifySuccess(`${fullName(client)} restored`);
  } catch (error) {
    notifyError(error);
  }
}

export function useRestoreClient() {
  return useMutation({ mutationFn: restoreClientAndRefresh });
}
