import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMe } from "@/lib/api/get-me";
import { useSubscriptionState } from "../api/get-subscription";
import { SubscriptionNextStep } from "../components/subscription-next-step";
import { SubscriptionSummary } from "../components/subscription-summary";
import { subscriptionStage } from "../lib/subscription-status";

/** /subscriptions: the company's subscription, and the free trial while it is available. */
export function SubscriptionsScreen() {
  const me = useMe().data;
  const state = useSubscriptionState();
  // The signed-in layout renders this screen only once the session is loaded.
  if (!me) return null;
  const stage = subscriptionStage(
    state.subscription,
    me.claims.hasSubscription,
    state.trialAvailable,
  );

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
    </Stack>
  );
}
