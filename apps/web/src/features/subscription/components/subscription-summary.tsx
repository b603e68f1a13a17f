import type { Claims, SubscriptionStateResponse } from "@adviser-desk/contracts";
import { formatCents, formatDateOr } from "@adviser-desk/format";
import { Badge, DataList, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { NO_PAYMENT_DATE, NO_START_DATE } from "@/lib/constants";

import { badgeFor, type SubscriptionStage } from "../lib/subscription-status";

interface SubscriptionSummaryProps {
  stage: SubscriptionStage;
  claims: Claims;
  subscription: SubscriptionStateResponse["subscription"];
}

/** The subscription as the claims describe it (spec §9 formats and fallbacks). */
export function SubscriptionSummary({ stage, claims, subscription }: SubscriptionSummaryProps) {
  const badge = badgeFor(stage, subscription?.status);
  const rows: [string, string][] = [
    ["Amount", formatCents(claims.centAmount)],
    ["Started", formatDateOr(claims.atStartSubscription, NO_START_DATE)],
    ["Next payment", formatDateOr(claims.atNextPayment, NO_PAYMENT_DATE)],
  ];
  // A paid month with a next payment needs no end date (it runs on); otherwise say when access ends.
  const runsOn = subscription?.status === "active" && subscription.nextPaymentAt !== null;
  if (subscription && !runsOn) {
    rows.push([
      stage === "trial" || stage === "trial-ended"
        ? "Trial ends"
        : stage === "active"
          ? "Access until"
          : "Current period ends",
      formatDateOr(subscription.currentPeriodEnd, NO_PAYMENT_DATE),
    ]);
  }
  return (
    <Paper withBorder shadow="xs" p={{ base: "lg", sm: "xl" }} component="section" h="100%">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" c="navy.9">
            Your plan
          </Title>
          <Badge color={badge.color} variant="light" size="lg" radius="sm">
            {badge.label}
          </Badge>
        </Group>
        <DataList withDivider labelWidth={150} gap="sm" aria-label="Subscription details">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>
                <Text size="sm" c="dimmed" fw={500}>
                  {label}
                </Text>
              </DataList.ItemLabel>
              <DataList.ItemValue>
                <Text size="sm" fw={500}>
                  {value}
                </Text>
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </Stack>
    </Paper>
  );
}
