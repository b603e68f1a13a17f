import { formatCents, formatDate, formatPercent } from "@adviser-desk/format";
/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic JSX runtime when the server runs from another folder (tsx
// then reads that folder's tsconfig, e.g. the e2e run).
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { preparePdfFonts } from "#server/pdf/pdf-fonts";
import type { PdfJob, PdfKind } from "#server/pdf/pdf-job";
import { invoiceLines } from "./invoice-lines";
import type { InvoiceRow } from "./invoice-queries";
import { invoiceLabel } from "./vat";

const s = StyleSheet.create({
  page: { fontFamily: "Inter", fontSize: 10, padding: 48, color: "#212529" },
  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 28 },
  title: { fontSize: 20, fontWeight: 700 },
  muted: { color: "#6c757d" },
  parties: { flexDirection: "row", justifyContent: "space-between", marginBottom: 28 },
  party: { width: "46%" },
  label: {
    fontSize: 8,
    fontWeight: 600,
    color: "#6c757d",
    marginBottom: 4,
    textTransform: "uppercase",
  },
  strong: { fontWeight: 600 },
  row: {
    flexDirection: "row",
    paddingVertical: 6,
    borderBottomWidth: 1,
    borderBottomColor: "#dee2e6",
  },
  headRow: {
    flexDirection: "row",
    paddingVertical: 6,
    borderBottomWidth: 1.5,
    borderBottomColor: "#212529",
  },
  description: { flexGrow: 1, flexBasis: 0, paddingRight: 12 },
  amount: { width: 110, textAlign: "right" },
  totals: { marginTop: 12, marginLeft: "auto", width: 260 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3 },
  grand: {
    fontSize: 12,
    fontWeight: 700,
    borderTopWidth: 1.5,
    borderTopColor: "#212529",
    paddingTop: 6,
  },
  footer: { position: "absolute", bottom: 36, left: 48, right: 48, fontSize: 8, color: "#6c757d" },
});

function Party({ title, party }: { title: string; party: InvoiceRow["seller"] }) {
  return (
    <View style={s.party}>
      <Text style={s.label}>{title}</Text>
      <Text style={s.strong}>{party.name}</Text>
      {party.address.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {party.email ? <Text>{party.email}</Text> : null}
      {party.vatNumber ? <Text>VAT number: {party.vatNumber}</Text> : null}
    </View>
  );
}

function InvoiceDocument({ row }: { row: InvoiceRow }) {
  const vatRate = Number(row.vatRatePercent);
  const chargesVat = vatRate > 0;
  const label = invoiceLabel(row.number);
  const { lines, totalCents } = invoiceLines(row);
  return (
    <Document title={`${chargesVat ? "Tax invoice" : "Invoice"} ${label}`} author={row.seller.name}>
      <Page size="A4" style={s.page}>
        <View style={s.header}>
          <View>
            <Text style={s.title}>{chargesVat ? "Tax invoice" : "Invoice"}</Text>
            <Text style={s.muted}>{row.seller.name}</Text>
          </View>
          <View style={{ alignItems: "flex-end" }}>
            <Text style={s.strong}>{label}</Text>
            <Text>Date: {formatDate(row.issuedAt)}</Text>
          </View>
        </View>
        <View style={s.parties}>
          <Party title="From" party={row.seller} />
          <Party title="Bill to" party={row.buyer} />
        </View>
        <View style={s.headRow}>
          <Text style={[s.description, s.strong]}>Description</Text>
          <Text style={[s.amount, s.strong]}>Amount</Text>
        </View>
        {lines.map((line, index) => (
          <View style={s.row} key={line.label}>
            <View style={s.description}>
              <Text>{line.label}</Text>
              {index === 0 ? (
                <Text style={s.muted}>
                  Period {formatDate(row.periodStart)} to {formatDate(row.periodEnd)}
                </Text>
              ) : null}
            </View>
            <Text style={s.amount}>{formatCents(line.amountCents)}</Text>
          </View>
        ))}
        <View style={s.totals}>
          {chargesVat ? (
            <>
              <View style={s.totalRow}>
                <Text>Amount excluding VAT</Text>
                <Text>{formatCents(totalCents - row.vatCents)}</Text>
              </View>
              <View style={s.totalRow}>
                <Text>VAT at {formatPercent(vatRate)}</Text>
                <Text>{formatCents(row.vatCents)}</Text>
              </View>
            </>
          ) : null}
          <View style={[s.totalRow, s.grand]}>
            <Text>Total{chargesVat ? " (VAT inclusive)" : ""}</Text>
            <Text>{formatCents(totalCents)}</Text>
          </View>
        </View>
        <Text style={s.footer}>
          Paid by card through PayFast (reference {row.pfPaymentId}).
          {chargesVat ? "" : " The seller is not registered for VAT; no VAT is charged."}
        </Text>
      </Page>
    </Document>
  );
}

/** Renders an invoice to PDF bytes (in the PDF worker pool, see src/pdf/pdf-pool.ts). */
export async function renderInvoicePdf(row: InvoiceRow) {
  await preparePdfFonts();
  return renderToBuffer(<InvoiceDocument row={row} />);
}

export interface InvoicePdfJob extends PdfJob {
  kind: "invoice";
  invoice: InvoiceRow;
}

/** The invoice, as the PDF worker renders it (registered in src/pdf-worker.ts). */
export const invoicePdfKind: PdfKind<InvoicePdfJob> = {
  kind: "invoice",
  render: (job) => renderInvoicePdf(job.invoice),
};
