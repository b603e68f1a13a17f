import type { CardUpdateResponse } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { notifySuccess } from "@/lib/notify";
import { invalidateSession } from "@/lib/session";
import { billingQueryKey } from "./get-billing";
import { subscriptionQueryKey } from "./get-subscription";

/** POST /api/v1/billing/subscription/cancel (spec cancelSubscription). */
export function cancelSubscription() {
  return apiRequest<undefined>("/billing/subscription/cancel", { method: "POST" });
}

/** POST /api/v1/billing/subscription/update (spec updateSubscription): move to the current price. */
export function updateSubscription() {
  return apiRequest<{ recurringAmountCents: number }>("/billing/subscription/update", {
    method: "POST",
  });
}

/** GET /api/v1/billing/card-update: PayFast's page to replace the card. */
export function getCardUpdateLink() {
  return apiRequest<CardUpdateResponse>("/billing/card-update");
}

function useAfterChange(message: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: billingQueryKey }),
      queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
      invalidateSession(queryClient),
    ]);
    notifySuccess(message);
  };
}

export function useCancelSubscription() {
  const done = useAfterChange("Your subscription is cancelled");
  return useMutation({ mutationFn: cancelSubscription, onSuccess: done });
}

export function useUpdateSubscription() {
  const done = useAfterChange("Your monthly amount is updated");
  return useMutation({ mutationFn: updateSubscription, onSuccess: done });
}

export function useCardUpdate() {
  return useMutation({
    mutationFn: getCardUpdateLink,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
