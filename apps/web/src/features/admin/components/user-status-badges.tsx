import type { AdminSubscriptionState, AdminUserSummary } from "@adviser-desk/contracts";
import { Badge, Group } from "@mantine/core";

const SUBSCRIPTION_LABELS: Record<AdminSubscriptionState, { label: string; color: string }> = {
  none: { label: "No subscription", color: "gray" },
  trialing: { label: "Trial", color: "blue" },
  active: { label: "Subscribed", color: "teal" },
  past_due: { label: "Past due", color: "orange" },
  cancelled: { label: "Cancelled", color: "gray" },
  lapsed: { label: "Lapsed", color: "orange" },
};

export function SubscriptionBadge({ state }: { state: AdminSubscriptionState }) {
  const { label, color } = SUBSCRIPTION_LABELS[state];
  return (
    <Badge variant="light" color={color} tt="none">
      {label}
    </Badge>
  );
}

/** Active / Disabled / Deleted, plus Admin. */
export function UserStatusBadges({ user }: { user: AdminUserSummary }) {
  return (
    <Group gap={6} wrap="nowrap">
      {user.deletedAt ? (
        <Badge color="red" tt="none">
          Deleted
        </Badge>
      ) : user.disabled ? (
        <Badge color="red" variant="light" tt="none">
          Disabled
        </Badge>
      ) : (
        <Badge color="teal" variant="light" tt="none">
          Active
        </Badge>
      )}
      {user.admin ? (
        <Badge color="navy" tt="none">
          Admin
        </Badge>
      ) : null}
    </Group>
  );
}
