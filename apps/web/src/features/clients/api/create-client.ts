import type { CreateClientValues } from "@adviser-desk/contracts";
import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { refreshClientReads } from "./client-reads";

/** POST /api/v1/clients. */
export function createClient(values: CreateClientValues) {
  return api(clientRoutes.createClient, { body: values });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => refreshClientReads(queryClient),
  });
}
