import { FinanceInputError } from "../core/errors";
import { type Cents, centsToRands, randsToCents, roundCents } from "../core/money";
import { transferDutyTraceLine, transferDutyWorking } from "./calculate-transfer-duty";
import type { CostLedger } from "./cost-ledger";
import { disbursementTotal } from "./disbursement-lines";
import { deedsOfficeLine, guidelineFeeLine, vatLine } from "./fee-lines";
import { formatCentsAsRands, formatCentsPlain, formatIsoDateLong } from "./format";
import type { TransferCostTables } from "./transfer-cost-tariff-for";
import type { TransferCostsResult } from "./transfer-costs-result-schema";
import type { ParsedTransferCostsInput } from "./transfer-costs-schema";

export interface TransferSide {
  lines: TransferCostsResult["transfer"];
  totalCents: Cents;
}

const BUYER_NOTE =
  "one table for natural and juristic persons (companies, CCs and trusts) since 23 February 2011";

/** Transfer duty, the transferring attorney's fee + VAT, the Deeds Office fee and disbursements. */
export function transferSideCosts(
  input: ParsedTransferCostsInput,
  tables: TransferCostTables,
  ledger: CostLedger,
): TransferSide {
  const { transferDuty: dutyTable, tariff } = tables;
  if (input.acquisitionDate < dutyTable.effectiveFrom) {
    throw new FinanceInputError([
      {
        path: "acquisitionDate",
        message: `is before the transfer duty table's effective date ${dutyTable.effectiveFrom} (${dutyTable.id})`,
      },
    ]);
  }
  const priceCents = randsToCents(input.purchasePrice);
  const buyer = input.buyerType === "natural" ? "natural person" : "juristic person";
  ledger.note(
    "Purchase price (dutiable value)",
    priceCents,
    "Transfer Duty Act s5: duty on the consideration; SARS may use a higher fair value (not modelled)",
  );

  let dutyCents = 0;
  if (input.vatRegisteredSeller) {
    const vatInPrice = roundCents(
      (priceCents * tariff.vat.ratePercent) / (100 + tariff.vat.ratePercent),
    );
    ledger.note(
      "Transfer duty (SARS)",
      0,
      `Transfer Duty Act s9(15): the supply is subject to VAT, so no transfer duty; buyer: ${buyer}, ${BUYER_NOTE}`,
    );
    ledger.note(
      "VAT already included in the price (not an extra cost)",
      vatInPrice,
      `VAT Act s7 tax fraction ${tariff.vat.ratePercent}/${100 + tariff.vat.ratePercent} × ${formatCentsAsRands(priceCents)}; the seller pays it to SARS`,
    );
  } else {
    const working = transferDutyWorking(priceCents, dutyTable);
    const line = transferDutyTraceLine(priceCents, dutyTable, working);
    dutyCents = ledger.line("transferDuty", line.label, {
      cents: working.cents,
      rule: `${line.rule ?? ""}; buyer: ${buyer}, ${BUYER_NOTE}`,
      estimate: dutyTable.estimate
        ? `duty table ${dutyTable.id} is an estimate: ${dutyTable.source}`
        : null,
    });
  }

  const override = input.overrides?.transferAttorneyFee;
  const feeLine =
    override === undefined
      ? guidelineFeeLine(priceCents, tariff.transferAttorneyFees)
      : { cents: randsToCents(override), rule: "override entered by the adviser", estimate: null };
  const attorneyFee = ledger.line(
    "transferAttorneyFee",
    "Transfer attorney fee (excl. VAT)",
    feeLine,
  );
  const vat = ledger.line(
    "transferAttorneyFeeVat",
    "VAT on the transfer attorney fee",
    vatLine(feeLine, tariff.vat),
  );
  const deeds = ledger.line(
    "deedsOfficeTransferFee",
    "Deeds Office fee: transfer",
    deedsOfficeLine(priceCents, tariff.deedsOffice, "transfer"),
  );
  const disbursements = disbursementTotal(
    ledger,
    "transferDisbursements",
    "Transfer disbursements",
    tariff.transferDisbursements,
    input.buyerType,
    input.overrides?.transferDisbursements,
  );

  const totalCents = dutyCents + attorneyFee + vat + deeds + disbursements.cents;
  ledger.note(
    "Total transfer costs",
    totalCents,
    `duty ${formatCentsPlain(dutyCents)} + attorney ${formatCentsPlain(attorneyFee)} + VAT ${formatCentsPlain(vat)} + Deeds Office ${formatCentsPlain(deeds)} + disbursements ${formatCentsPlain(disbursements.cents)} (tariff ${tariff.id}, from ${formatIsoDateLong(tariff.effectiveFrom)})`,
  );
  return {
    totalCents,
    lines: {
      transferDuty: centsToRands(dutyCents),
      attorneyFee: centsToRands(attorneyFee),
      attorneyFeeVat: centsToRands(vat),
      deedsOfficeFee: centsToRands(deeds),
      disbursements: centsToRands(disbursements.cents),
      disbursementItems: disbursements.items,
      total: centsToRands(totalCents),
    },
  };
}
