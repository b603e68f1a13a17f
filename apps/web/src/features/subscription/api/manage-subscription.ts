import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, queryKeyOf } from "@/lib/api";
import { notifySuccess } from "@/lib/notify";
import { invalidateSession } from "@/lib/session";

/** POST /api/v1/billing/subscription/cancel (spec cancelSubscription). */
export function cancelSubscription() {
  return api(billingRoutes.cancelSubscription);
}

/** POST /api/v1/billing/subscription/update (spec updateSubscription): move to the current price. */
export function updateSubscription() {
  return api(billingRoutes.updateSubscription);
}

/** GET /api/v1/billing/card-update: PayFast's page to replace the card. */
export function getCardUpdateLink() {
  return api(billingRoutes.getCardUpdateLink);
}

function useAfterChange(message: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(billingRoutes.getBilling) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(billingRoutes.getSubscription) }),
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
