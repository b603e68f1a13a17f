import type { ClientResponse, CreateClientValues } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { clientsQueryKey } from "./list-clients";

/** POST /api/v1/clients. */
export function createClient(values: CreateClientValues) {
  return apiRequest<ClientResponse>("/clients", { method: "POST", body: JSON.stringify(values) });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clientsQueryKey });
    },
  });
}
