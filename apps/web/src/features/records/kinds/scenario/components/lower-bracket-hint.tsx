import type { LowerBracketPlan } from "@adviser-desk/finance";
import { formatMoney, formatRate } from "@adviser-desk/format";
import { Alert, Group, Stack, Text } from "@mantine/core";
import { IconBulb } from "@tabler/icons-react";
import type { ReactNode } from "react";

/**
 * The planning hint: the extra retirement fund contribution that brings taxable income down to
 * the next lower bracket (within the s11F room), and the tax it saves.
 */
export function LowerBracketHint({ plan, action }: { plan: LowerBracketPlan; action?: ReactNode }) {
  if (plan.outcome === "already-in-lowest-bracket") return null;
  const reaches = plan.outcome === "reaches-lower-bracket";
  return (
    <Alert
      color={reaches ? "teal" : "gray"}
      icon={<IconBulb size={20} />}
      title="Retirement contribution to reach the next lower bracket"
    >
      <Stack gap={6}>
        <Text size="sm">{plan.reason}</Text>
        {plan.extraContribution > 0 ? (
          <Group gap="lg" style={{ rowGap: 2 }}>
            <Text size="sm">
              Extra contribution: <b>{formatMoney(plan.extraContribution)}</b>
            </Text>
            <Text size="sm">
              Tax saved: <b>{formatMoney(plan.taxSaved)}</b>
            </Text>
            <Text size="sm">
              Marginal rate: {formatRate(plan.currentMarginalRate)} →{" "}
              {formatRate(plan.newMarginalRate)}
            </Text>
          </Group>
        ) : null}
        {plan.outcome !== "no-s11f-room" ? (
          <Text size="xs" c="dimmed">
            s11F room left this year: {formatMoney(plan.s11fRoom)}.
          </Text>
        ) : null}
        {plan.extraContribution > 0 ? action : null}
      </Stack>
    </Alert>
  );
}
