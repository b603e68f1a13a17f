import type { InvoiceSummary } from "@adviser-desk/contracts";
import { formatCents, formatDateOr } from "@adviser-desk/format";
import { Anchor, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { API_BASE } from "@/lib/api-client";
import { NO_PAYMENT_DATE } from "@/lib/constants";

/** The company's invoices (spec: account invoices), newest first, each a PDF download. */
export function InvoiceList({ invoices }: { invoices: InvoiceSummary[] }) {
  return (
    <Paper withBorder shadow="xs" p={{ base: "lg", sm: "xl" }} component="section">
      <Stack gap="md">
        <Title order={2} fz="lg" c="navy.9">
          Invoices
        </Title>
        {invoices.length === 0 ? (
          <Text c="dimmed" size="sm">
            Your tax invoices appear here after each payment.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="sm" aria-label="Invoices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th visibleFrom="sm">Date</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th ta="right">PDF</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {invoice.label}
                      </Text>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {formatDateOr(invoice.issuedAt, NO_PAYMENT_DATE)}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      {formatDateOr(invoice.issuedAt, NO_PAYMENT_DATE)}
                    </Table.Td>
                    <Table.Td ta="right">{formatCents(invoice.totalCents)}</Table.Td>
                    <Table.Td ta="right">
                      <Anchor
                        href={`${API_BASE}/billing/invoices/${invoice.id}/pdf`}
                        download={`${invoice.label}.pdf`}
                        aria-label={`Download ${invoice.label}`}
                        display="inline-flex"
                      >
                        <IconDownload size={18} />
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
