// The PDF worker thread's entry (the pool starts it through pdf-worker-bootstrap.mjs; compiled
// as its own bundle by compile-server.mjs): the kinds of PDF the features make. It sits beside
// app.ts because it composes features; src/pdf/ itself knows none of them (ADR 047).
import { packPdfKind } from "./features/advice-packs/render-pack-pdf";
import { invoicePdfKind } from "./features/billing/invoices/invoice-pdf";
import { reportPdfKind } from "./features/reports/pdf/render-pdf";
import { servePdfJobs } from "./pdf/serve-pdf-jobs";

servePdfJobs([reportPdfKind, packPdfKind, invoicePdfKind]);
