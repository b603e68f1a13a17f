import type { AdminOverviewResponse } from "@adviser-desk/contracts";
import { formatCents, formatDateTime, formatWhole } from "@adviser-desk/format";
import { Alert, Stack, Table, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

type FailingSeatChange = AdminOverviewResponse["failingSeatChanges"][number];

/**
 * Needs attention: member changes whose new monthly amount PayFast has not accepted. Retried
 * with back-off on its own; listed so an outage or a refusal does not go unseen while the
 * company is billed for the old seat count.
 */
export function FailingSeatChanges({ changes }: { changes: FailingSeatChange[] }) {
  if (changes.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      // Lets the table scroll inside the alert on a phone instead of widening (and clipping) it.
      styles={{ body: { minWidth: 0 } }}
      title={`Needs attention: ${changes.length} seat change${changes.length === 1 ? "" : "s"} not accepted by PayFast`}
    >
      <Stack gap="sm">
        <Text size="sm">
          Members joined or left these companies, but PayFast has not accepted the new monthly
          amount yet. It is retried automatically; until then PayFast debits the old amount.
        </Text>
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Company</Table.Th>
                <Table.Th ta="right">Seats</Table.Th>
                <Table.Th ta="right">Monthly amount</Table.Th>
                <Table.Th ta="right">Attempts</Table.Th>
                <Table.Th>Last error</Table.Th>
                <Table.Th>Next try</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((change) => (
                <Table.Tr
                  key={`${change.companyName}-${change.nextAttemptAt}-${change.attempts}-${change.lastError}`}
                >
                  <Table.Td>{change.companyName}</Table.Td>
                  <Table.Td ta="right">{formatWhole(change.seats)}</Table.Td>
                  <Table.Td ta="right">
                    {change.amountCents === null ? "—" : formatCents(change.amountCents)}
                  </Table.Td>
                  <Table.Td ta="right">{formatWhole(change.attempts)}</Table.Td>
                  <Table.Td>{change.lastError}</Table.Td>
                  <Table.Td>{formatDateTime(change.nextAttemptAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Alert>
  );
}
