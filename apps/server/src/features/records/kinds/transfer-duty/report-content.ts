import type { ReportBlock } from "@adviser-desk/contracts";
import type { CostLineKey, TransferCostsResult } from "@adviser-desk/finance";
import { formatDate } from "@adviser-desk/format";
import { clientBasis } from "#server/documents/client-basis";
import { factsBlock, type KindContent, loopItems, money } from "#server/documents/report-content";
import type { RateTableRow } from "#server/features/rate-tables";

interface TransferInputs {
  transferAmount: number;
  bondAmount: number;
  fairValue?: number | undefined;
  acquisitionDate: string;
  vatRegisteredSeller: boolean;
  buyerType: "natural" | "juristic";
  overrides?: Record<string, number | undefined> | undefined;
}

/** Each cost line in words: the report, its spreadsheet and CSV. */
export const LINE_LABELS: Record<CostLineKey, string> = {
  transferDuty: "Transfer duty",
  transferAttorneyFee: "Transfer attorney's fee",
  transferAttorneyFeeVat: "VAT on the transfer attorney's fee",
  deedsOfficeTransferFee: "Deeds Office transfer fees",
  transferDisbursements: "Transfer disbursements",
  bondAttorneyFee: "Bond attorney's fee",
  bondAttorneyFeeVat: "VAT on the bond attorney's fee",
  deedsOfficeBondFee: "Deeds Office bond fees",
  bondDisbursements: "Bond disbursements",
  bankInitiationFee: "Bank initiation fee",
};

export function transferDutyContent(args: {
  inputs: TransferInputs;
  result: TransferCostsResult;
  tables: RateTableRow[];
}): KindContent {
  const { inputs, result, tables } = args;
  const fields: Record<string, string> = {};
  const estimated = new Set(result.estimates.map((e) => e.line));
  const est = (line: CostLineKey) => ({ estimate: estimated.has(line) });
  const hasBond = inputs.bondAmount > 0;
  const blocks: ReportBlock[] = [
    factsBlock("transfer-duty", fields, "Summary", [
      ["purchasePrice", money(inputs.transferAmount)],
      ["bondAmount", money(inputs.bondAmount)],
      ["transferDuty", money(result.transfer.transferDuty), { strong: true }],
      ["totalCosts", money(result.totalCosts), { strong: true, estimate: estimated.size > 0 }],
      ["deposit", money(result.deposit)],
      ["cashNeeded", money(result.cashNeeded), { strong: true, estimate: estimated.size > 0 }],
    ]),
    factsBlock("transfer-duty", fields, "Transfer costs", [
      ["transferDuty", money(result.transfer.transferDuty), est("transferDuty")],
      ["transferAttorneyFee", money(result.transfer.attorneyFee), est("transferAttorneyFee")],
      [
        "transferAttorneyFeeVat",
        money(result.transfer.attorneyFeeVat),
        est("transferAttorneyFeeVat"),
      ],
      [
        "deedsOfficeTransferFee",
        money(result.transfer.deedsOfficeFee),
        est("deedsOfficeTransferFee"),
      ],
      ["transferDisbursements", money(result.transfer.disbursements), est("transferDisbursements")],
      ["transferTotal", money(result.transfer.total), { strong: true }],
    ]),
  ];
  const bondFacts = factsBlock("transfer-duty", fields, "Bond registration costs", [
    ["bondAttorneyFee", money(result.bond.attorneyFee), est("bondAttorneyFee")],
    ["bondAttorneyFeeVat", money(result.bond.attorneyFeeVat), est("bondAttorneyFeeVat")],
    ["deedsOfficeBondFee", money(result.bond.deedsOfficeFee), est("deedsOfficeBondFee")],
    ["bondDisbursements", money(result.bond.disbursements), est("bondDisbursements")],
    ["bankInitiationFee", money(result.bond.bankInitiationFee), est("bankInitiationFee")],
    ["bondTotal", money(result.bond.total), { strong: true }],
  ]);
  if (hasBond) blocks.push(bondFacts);
  const columns = [
    { key: "side", label: "For", numeric: false },
    { key: "label", label: "Disbursement", numeric: false },
    { key: "amount", label: "Amount", numeric: true },
  ];
  const rows = [
    ...result.transfer.disbursementItems.map((d) => ["Transfer", d.label, money(d.amount)]),
    ...(hasBond
      ? result.bond.disbursementItems.map((d) => ["Bond", d.label, money(d.amount)])
      : []),
  ];
  if (rows.length > 0) {
    blocks.push({
      type: "table",
      key: "disbursements",
      title: "Disbursements",
      note: "Typical amounts; the conveyancer's final account may differ.",
      columns,
      rows,
    });
  }
  return {
    title: "Transfer duty and property transfer costs",
    taxYear: null,
    inputs: [
      { label: "Purchase price", value: money(inputs.transferAmount) },
      { label: "Bond amount", value: money(inputs.bondAmount) },
      ...(inputs.fairValue === undefined
        ? []
        : [
            {
              label:
                "Fair value (duty and the Deeds Office fee use the greater of price and fair value)",
              value: money(inputs.fairValue),
            },
          ]),
      { label: "Date of the agreement", value: formatDate(inputs.acquisitionDate) },
      { label: "Seller registered for VAT", value: inputs.vatRegisteredSeller ? "Yes" : "No" },
      {
        label: "Buyer",
        value: inputs.buyerType === "natural" ? "A natural person" : "A company or trust",
      },
      ...Object.entries(inputs.overrides ?? {}).flatMap(([key, value]) =>
        value === undefined
          ? []
          : [
              {
                label: `${LINE_LABELS[key as CostLineKey] ?? key} (entered)`,
                value: money(value),
              },
            ],
      ),
    ],
    blocks,
    fields,
    loops: { disbursements: loopItems(columns, rows) },
    warnings: result.warnings.map((w) => w.message),
    basisTables: clientBasis(tables, false),
    estimates: [...new Set(result.estimates.map((e) => e.line))].map(
      (key) => `${LINE_LABELS[key]}: an estimate from the published guideline or typical amounts.`,
    ),
    trace: result.trace,
  };
}
