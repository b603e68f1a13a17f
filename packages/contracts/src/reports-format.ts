/** The product's disclaimer, used while the company has not written its own. */
export const DEFAULT_REPORT_DISCLAIMER =
  "This report is an illustration prepared from the information you gave us and the tax tables and tariffs named above. It is not a tax return, an assessment or a quotation: SARS, your bank, the conveyancer and product providers calculate the final amounts, which may differ. Figures marked as estimates rest on published proposals or industry guidelines that may change. Please speak to us before acting on this report.";

/** The Basis of a report that rests on no official table (the home loan, the investments). */
export const BASIS_WITHOUT_TABLES =
  'This calculation uses the figures shown under "What was assumed" and the rules explained in this report; it rests on no published tax or tariff table.';
