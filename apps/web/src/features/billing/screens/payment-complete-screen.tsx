import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { queryKeyOf } from "@/lib/api";
import { useMe } from "@/lib/api/get-me";
import { CLIENTS, LOGIN, PAYMENT_FAILED, SUBSCRIPTIONS } from "@/lib/paths";
import { invalidateSession } from "@/lib/session";
import { checkoutQueryOptions } from "../api/get-checkout";
import { PaymentResultCard } from "../components/payment-result-card";
import { checkoutProgress, POLL_MS, SLOW_CONFIRMATION_MS } from "../lib/checkout-progress";

/**
 * /payment-complete: PayFast sends the buyer here, often before its ITN has reached us. The page
 * waits for the server's word that the subscription is active, then opens the clients.
 */
export function PaymentCompleteScreen() {
  const [params] = useSearchParams();
  const mPaymentId = params.get("m");
  const me = useMe();
  const signedIn = Boolean(me.data);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [slow, setSlow] = useState(false);

  const checkout = useQuery({
    ...checkoutQueryOptions(mPaymentId),
    enabled: signedIn,
    refetchInterval: (query) =>
      checkoutProgress(query.state.data, mPaymentId) === "waiting" ? POLL_MS : false,
    retry: 2,
  });
  const progress = checkoutProgress(checkout.data, mPaymentId);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (progress === "active") {
      void (async () => {
        await Promise.all([
          invalidateSession(queryClient),
          queryClient.invalidateQueries({ queryKey: queryKeyOf(billingRoutes.getBilling) }),
          queryClient.invalidateQueries({ queryKey: queryKeyOf(billingRoutes.getSubscription) }),
        ]);
        await navigate(CLIENTS, { replace: true });
      })();
    } else if (progress === "failed") {
      void navigate(PAYMENT_FAILED, { replace: true });
    }
  }, [progress, navigate, queryClient]);

  if (!me.isPending && !signedIn) {
    return (
      <PaymentResultCard
        icon={<IconCreditCard size={30} />}
        color="teal"
        eyebrow="Payment"
        title="Sign in to continue"
      >
        <Text c="dimmed">
          Your payment is being confirmed by PayFast. Sign in to see your subscription.
        </Text>
        <Button component={Link} to={LOGIN}>
          Sign in
        </Button>
      </PaymentResultCard>
    );
  }

  return (
    <PaymentResultCard
      icon={<IconCreditCard size={30} />}
      color="teal"
      eyebrow="Payment received"
      title="Confirming your subscription"
    >
      <title>Payment complete · Adviser Desk</title>
      <Stack gap={6} align="center" role="status">
        <Loader type="dots" color="teal" size="sm" />
        <Text size="sm" c="dimmed">
          {progress === "cancelled"
            ? "This checkout was cancelled."
            : "Waiting for PayFast's confirmation — this usually takes a few seconds."}
        </Text>
      </Stack>
      {slow || checkout.isError || progress === "cancelled" ? (
        <Stack gap="sm" align="center">
          <Text size="sm">
            It is taking longer than usual. If PayFast took your payment, your subscription starts
            as soon as its confirmation arrives — you do not need to pay again. We keep checking on
            this page.
          </Text>
          <Group justify="center">
            <Button component={Link} to={SUBSCRIPTIONS} variant="light">
              Go to Subscriptions
            </Button>
          </Group>
        </Stack>
      ) : null}
    </PaymentResultCard>
  );
}
