import { formatAmountInText, formatCentsInText, formatDate } from "@adviser-desk/format";
import { FinanceInputError } from "../core/errors";
import { type Cents, centsToRands, randsToCents, roundCents } from "../core/money";
import { transferDutyTraceLine, transferDutyWorking } from "./calculate-transfer-duty";
import type { CostLedger } from "./cost-ledger";
import { registrationCosts, registrationLines, registrationWorking } from "./registration-costs";
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
      `VAT Act s7 tax fraction ${tariff.vat.ratePercent}/${100 + tariff.vat.ratePercent} × ${formatCentsInText(priceCents)}; the seller pays it to SARS`,
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

  const registration = registrationCosts("transfer", priceCents, input, tariff, ledger);
  const totalCents = dutyCents + registration.totalCents;
  ledger.note(
    "Total transfer costs",
    totalCents,
    `duty ${formatAmountInText(dutyCents)} + ${registrationWorking(registration)} (tariffs from ${formatDate(tariff.effectiveFrom)})`,
  );
  return {
    totalCents,
    lines: {
      transferDuty: centsToRands(dutyCents),
      ...registrationLines(registration),
      total: centsToRands(totalCents),
    },
  };
}
