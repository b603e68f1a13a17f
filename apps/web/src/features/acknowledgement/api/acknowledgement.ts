import type { DecideAcknowledgementInput, IdentityProof } from "@adviser-desk/contracts";
import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, queryKeyOf } from "@/lib/api";

/** POST /api/v1/acknowledgements/view: who asks; the token is sent in the body, never a URL. */
export function useAcknowledgementInvite(token: string) {
  return useQuery({
    queryKey: [...queryKeyOf(clientRoutes.viewAcknowledgement), { token }],
    queryFn: () => api(clientRoutes.viewAcknowledgement, { body: { token } }),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/v1/acknowledgements/code */
export function useSendAcknowledgementCode(token: string) {
  return useMutation({
    meta: { silent: true },
    mutationFn: () => api(clientRoutes.sendAcknowledgementCode, { body: { token } }),
  });
}

/** POST /api/v1/acknowledgements/open */
export function useOpenAcknowledgement(token: string) {
  return useMutation({
    meta: { silent: true },
    mutationFn: (proof: IdentityProof) =>
      api(clientRoutes.openAcknowledgement, { body: { token, proof } }),
  });
}

/** POST /api/v1/acknowledgements/decision */
export function useDecideAcknowledgement() {
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: DecideAcknowledgementInput) =>
      api(clientRoutes.decideAcknowledgement, { body: input }),
  });
}
