// The PDF worker thread's entry (the pool starts it through pdf-worker-bootstrap.mjs; compiled
// as its own bundle by compile-server.mjs): the kinds of PDF the features make. It sits beside
// app.ts because it composes features; src/pdf/ itself knows none of them (ADR 047).

import { reportPdfKind } from "#server/documents/pdf/render-pdf";
import { packPdfKind } from "#server/features/advice-packs/render-pack-pdf";
import { invoicePdfKind } from "#server/features/billing/invoices/invoice-pdf";
import { servePdfJobs } from "#server/pdf/serve-pdf-jobs";

servePdfJobs([reportPdfKind, packPdfKind, invoicePdfKind]);
