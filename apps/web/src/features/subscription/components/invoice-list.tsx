import type { InvoiceSummary } from "@adviser-desk/contracts";
import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { pathOf } from "@adviser-desk/contracts/endpoints/route";
import { formatCents, formatDateOr } from "@adviser-desk/format";
import { Anchor, Table, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { SectionCard } from "@/components/section-card";
import { NO_PAYMENT_DATE } from "@/lib/constants";

/** The company's invoices (spec: account invoices), newest first, each a PDF download. */
export function InvoiceList({ invoices }: { invoices: InvoiceSummary[] }) {
  return (
    <SectionCard title="Invoices" p={{ base: "lg", sm: "xl" }}>
      {invoices.length === 0 ? (
        <Text c="dimmed" size="sm">
          Your invoices appear here after each payment.
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
                      href={pathOf(billingRoutes.getInvoicePdf, { id: invoice.id })}
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
    </SectionCard>
  );
}
