import type { Claims, SubscriptionStateResponse } from "@adviser-desk/contracts";
import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useMe } from "@/lib/api/get-me";
import { memberCan } from "@/lib/member-can";
import { useBilling } from "../api/get-billing";
import { useSubscriptionState } from "../api/get-subscription";
import { InvoiceList } from "../components/invoice-list";
import { ManageCard } from "../components/manage-card";
import { MemberPlanCard } from "../components/member-plan-card";
import { SubscribeCard } from "../components/subscribe-card";
import { SubscriptionNextStep } from "../components/subscription-next-step";
import { SubscriptionSummary } from "../components/subscription-summary";
import {
  coveredUntil,
  runningTrialEnd,
  type SubscriptionStage,
  subscriptionStage,
} from "../lib/subscription-status";

/**
 * /subscriptions: the plan, the trial, subscribing through PayFast, the debit order and invoices.
 * Only `billing.manage` (the owner) acts here; other members see the plan's state.
 */
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
  if (!memberCan(me.role, "billing.manage")) {
    return (
      <SubscriptionsLayout>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <MemberPlanCard stage={stage} />
          <SubscriptionSummary stage={stage} claims={me.claims} subscription={state.subscription} />
        </SimpleGrid>
      </SubscriptionsLayout>
    );
  }
  return <BillingView stage={stage} state={state} claims={me.claims} />;
}

function SubscriptionsLayout({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg">
      <title>Subscriptions · Adviser Desk</title>
      <Stack gap={4}>
        <Title order={1} fz={28} c="navy.9">
          Subscriptions
        </Title>
        <Text c="dimmed">Your plan, its dates and what you pay.</Text>
      </Stack>
      {children}
    </Stack>
  );
}

function BillingView(props: {
  stage: SubscriptionStage;
  state: SubscriptionStateResponse;
  claims: Claims;
}) {
  const { stage, state, claims } = props;
  const billing = useBilling();
  const agreement = billing.agreement?.status === "active" ? billing.agreement : null;

  return (
    <SubscriptionsLayout>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SubscriptionNextStep stage={stage} state={state} />
        <SubscriptionSummary stage={stage} claims={claims} subscription={state.subscription} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {agreement ? (
          <ManageCard
            agreement={agreement}
            planAmountCents={billing.planAmountCents}
            seats={billing.seats}
            billedSeats={billing.billedSeats}
            disabledMembers={billing.disabledMembers}
            periodEnd={claims.atNextPayment}
          />
        ) : (
          <SubscribeCard
            seats={billing.seats}
            seatPriceCents={billing.planAmountCents}
            paidUntil={coveredUntil(state.subscription, new Date())}
            freeMonth={billing.agreement?.status === "granted"}
            trialEndsAt={runningTrialEnd(state.subscription, new Date())}
          />
        )}
        <InvoiceList invoices={billing.invoices} />
      </SimpleGrid>
    </SubscriptionsLayout>
  );
}
