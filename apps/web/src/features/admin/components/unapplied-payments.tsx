import type { AdminOverviewResponse } from "@adviser-desk/contracts";
import { formatCents } from "@adviser-desk/format";
import { Alert, Stack, Table, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

type UnappliedPayment = AdminOverviewResponse["unappliedPayments"][number];

/**
 * Needs attention: payments PayFast took that gave no invoice and no access. Each reason says
 * which agreement to cancel at PayFast and what to refund.
 */
export function UnappliedPayments({ payments }: { payments: UnappliedPayment[] }) {
  if (payments.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={`Needs attention: ${payments.length} payment${payments.length === 1 ? "" : "s"} taken but not applied`}
    >
      <Stack gap="sm">
        <Text size="sm">
          PayFast took these payments, but no invoice was issued and no access given. Cancel the
          agreement in PayFast's dashboard and refund the payer.
        </Text>
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Received</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>PayFast payment</Table.Th>
                <Table.Th>What to do</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((p) => (
                <Table.Tr key={`${p.pfPaymentId}-${p.receivedAt}`}>
                  <Table.Td>{new Date(p.receivedAt).toLocaleString("en-ZA")}</Table.Td>
                  <Table.Td>{p.companyName ?? "Unknown company"}</Table.Td>
                  <Table.Td ta="right">
                    {p.amountCents === null ? "—" : formatCents(p.amountCents)}
                  </Table.Td>
                  <Table.Td>{p.pfPaymentId ?? "—"}</Table.Td>
                  <Table.Td>{p.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Alert>
  );
}
