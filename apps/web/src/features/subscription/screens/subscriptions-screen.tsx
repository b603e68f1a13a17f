import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMe } from "@/lib/api/get-me";
import { useBilling } from "../api/get-billing";
import { useSubscriptionState } from "../api/get-subscription";
import { InvoiceList } from "../components/invoice-list";
import { ManageCard } from "../components/manage-card";
import { SubscribeCard } from "../components/subscribe-card";
import { SubscriptionNextStep } from "../components/subscription-next-step";
import { SubscriptionSummary } from "../components/subscription-summary";
import { coveredUntil, subscriptionStage } from "../lib/subscription-status";

/** /subscriptions: the plan, the trial, subscribing through PayFast, the debit order and invoices. */
export function SubscriptionsScreen() {
  const me = useMe().data;
  const state = useSubscriptionState();
  const billing = useBilling();
  // The signed-in layout renders this screen only once the session is loaded.
  if (!me) return null;
  const stage = subscriptionStage(
    state.subscription,
    me.claims.hasSubscription,
    state.trialAvailable,
  );
  const agreement = billing.agreement?.status === "active" ? billing.agreement : null;

  return (
    <Stack gap="lg">
      <title>Subscriptions · Adviser Desk</title>
      <Stack gap={4}>
        <Title order={1} fz={28} c="navy.9">
          Subscriptions
        </Title>
        <Text c="dimmed">Your plan, its dates and what you pay.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SubscriptionNextStep stage={stage} state={state} />
        <SubscriptionSummary stage={stage} claims={me.claims} subscription={state.subscription} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {agreement ? (
          <ManageCard
            agreement={agreement}
            planAmountCents={billing.planAmountCents}
            periodEnd={me.claims.atNextPayment}
          />
        ) : (
          <SubscribeCard
            planAmountCents={billing.planAmountCents}
            paidUntil={coveredUntil(state.subscription, new Date())}
          />
        )}
        <InvoiceList invoices={billing.invoices} />
      </SimpleGrid>
    </Stack>
  );
}
