import type { AdminOverviewResponse } from "@adviser-desk/contracts";
import { formatCents, formatDateTime } from "@adviser-desk/format";
import { Alert, Badge, Stack, Table, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

type UnappliedPayment = AdminOverviewResponse["unappliedPayments"][number];
type AgreementCancel = NonNullable<UnappliedPayment["agreementCancel"]>;

const CANCEL_BADGE: Record<AgreementCancel["state"], { color: string; label: string }> = {
  queued: { color: "blue", label: "Cancel queued" },
  failing: { color: "orange", label: "Cancel failing, retrying" },
  cancelled: { color: "green", label: "Cancelled at PayFast" },
  "kept-active": { color: "gray", label: "Not cancelled: active agreement" },
};

/** Where PayFast's cancel of the agreement stands, with the last error while it fails. */
function CancelState({ cancel }: { cancel: UnappliedPayment["agreementCancel"] }) {
  if (!cancel) return <Text size="sm">Cancel the agreement in PayFast's dashboard.</Text>;
  const badge = CANCEL_BADGE[cancel.state];
  return (
    <Stack gap={2}>
      <Badge color={badge.color} variant="light">
        {badge.label}
      </Badge>
      {cancel.state === "failing" && (
        <Text size="xs">
          {cancel.attempts} attempt{cancel.attempts === 1 ? "" : "s"}, last error:{" "}
          {cancel.lastError}
          {cancel.nextAttemptAt && `; next try ${formatDateTime(cancel.nextAttemptAt)}`}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Needs attention: payments PayFast took that gave no invoice and no access. Each reason says
 * what to refund; the agreement itself is cancelled at PayFast for us, its state shown beside.
 */
export function UnappliedPayments({ payments }: { payments: UnappliedPayment[] }) {
  if (payments.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      // Lets the table scroll inside the alert on a phone instead of widening (and clipping) it.
      styles={{ body: { minWidth: 0 } }}
      title={`Needs attention: ${payments.length} payment${payments.length === 1 ? "" : "s"} taken but not applied`}
    >
      <Stack gap="sm">
        <Text size="sm">
          PayFast took these payments, but no invoice was issued and no access given. Refund the
          payer; the agreement is cancelled at PayFast automatically so it debits no more.
        </Text>
        <Table.ScrollContainer minWidth={880}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Received</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>PayFast payment</Table.Th>
                <Table.Th>What to do</Table.Th>
                <Table.Th>Agreement at PayFast</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((p) => (
                <Table.Tr key={`${p.pfPaymentId}-${p.receivedAt}`}>
                  <Table.Td>{formatDateTime(p.receivedAt)}</Table.Td>
                  <Table.Td>{p.companyName ?? "Unknown company"}</Table.Td>
                  <Table.Td ta="right">
                    {p.amountCents === null ? "—" : formatCents(p.amountCents)}
                  </Table.Td>
                  <Table.Td>{p.pfPaymentId ?? "—"}</Table.Td>
                  <Table.Td>{p.reason}</Table.Td>
                  <Table.Td>
                    <CancelState cancel={p.agreementCancel} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Alert>
  );
}
