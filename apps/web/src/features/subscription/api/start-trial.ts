import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api, queryKeyOf } from "@/lib/api";
import { notifySuccess } from "@/lib/notify";
import { CLIENTS } from "@/lib/paths";
import { invalidateSession } from "@/lib/session";
import { subscriptionStateQueryOptions } from "./get-subscription";

/** POST /api/v1/subscription/trial: the company's one free trial (409 when already used). */
export function startFreeTrial() {
  return api(billingRoutes.startFreeTrial);
}

/** Starts the trial, re-reads the claims (now subscribed) and opens the clients. */
export function useStartFreeTrial() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: startFreeTrial,
    onSuccess: async (state) => {
      queryClient.setQueryData(subscriptionStateQueryOptions().queryKey, state);
      await invalidateSession(queryClient);
      notifySuccess(`Your ${state.freeTrialDays}-day free trial has started`);
      await navigate(CLIENTS);
    },
    onError: () => {
      // "trial already used" or a change elsewhere: show the state as it is now.
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(billingRoutes.getSubscription) });
    },
  });
}
