import { Text } from "@mantine/core";
import { SectionCard } from "@/components/section-card";
import type { SubscriptionStage } from "../lib/subscription-status";

const current = (stage: SubscriptionStage) => stage === "trial" || stage === "active";

/**
 * What a member without `billing.manage` reads on /subscriptions: the practice's owner runs the
 * trial, the debit order and the invoices, so there is nothing here for them to do but ask.
 */
export function MemberPlanCard({ stage }: { stage: SubscriptionStage }) {
  return (
    <SectionCard
      title={
        current(stage)
          ? "Your practice's subscription is current"
          : "Your practice has no current subscription"
      }
      p="xl"
      gap="sm"
    >
      <Text size="sm">
        {current(stage)
          ? "The practice's owner manages the subscription, payments and invoices."
          : "Ask the practice's owner to start the free trial or subscribe. You can carry on working as soon as they do."}
      </Text>
    </SectionCard>
  );
}
