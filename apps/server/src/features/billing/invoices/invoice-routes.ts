import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { isUuid } from "#server/db/is-uuid";
import { AppError } from "#server/errors/app-error";
import { defineRoute } from "#server/http/api-route";
import type { ObservedPdfRenderer } from "#server/metrics/observed-pdf-renderer";
import type { InvoicePdfJob } from "./invoice-pdf";
import { findInvoice } from "./invoice-queries";
import { invoiceLabel } from "./vat";

/** GET /api/v1/billing/invoices/:id/pdf — the company's own tax invoice as a PDF. */
export function registerInvoiceRoutes(app: FastifyInstance, db: Db, pdf: ObservedPdfRenderer) {
  defineRoute(app, endpoints.getInvoicePdf, {
    handler: async ({ caller, request, reply, params }) => {
      const notFound = new AppError(404, "billing/invoice-not-found", "No such invoice.");
      if (!isUuid(params.id)) throw notFound;
      const row = await findInvoice(db, { scope: caller.company, id: params.id });
      if (!row) throw notFound;
      const job: InvoicePdfJob = { kind: "invoice", companyId: row.companyId, invoice: row };
      const bytes = await pdf.render(job, request.log);
      reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${invoiceLabel(row.number)}.pdf"`)
        .header("cache-control", "private, no-store");
      return bytes;
    },
  });
}
