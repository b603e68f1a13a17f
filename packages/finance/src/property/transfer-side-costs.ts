import { formatAmountInText, formatCentsInText, formatDate } from "@adviser-desk/format";
import { FinanceInputError } from "../core/errors";
import { type Cents, centsToRands, randsToCents, roundCents } from "../core/money";
import { staleTableMessage } from "../core/staleness";
import { transferDutyTraceLine, transferDutyWorking } from "./calculate-transfer-duty";
import type { CostLedger } from "./cost-ledger";
import { registrationCosts, registrationLines, registrationWorking } from "./registration-costs";
import type { TransferCostTables } from "./transfer-cost-tables";
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
  warnIfStale(input.acquisitionDate, tables, ledger);
  const priceCents = randsToCents(input.purchasePrice);
  const buyer = input.buyerType === "natural" ? "natural person" : "juristic person";
  const valueCents = leviedValue(input, priceCents, ledger);

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
    const working = transferDutyWorking(valueCents, dutyTable);
    const line = transferDutyTraceLine(valueCents, dutyTable, working);
    dutyCents = ledger.line("transferDuty", line.label, {
      cents: working.cents,
      rule: `${line.rule ?? ""}; buyer: ${buyer}, ${BUYER_NOTE}`,
      estimate: dutyTable.estimate
        ? `duty table ${dutyTable.id} is an estimate: ${dutyTable.source}`
        : null,
    });
  }

  const registration = registrationCosts("transfer", priceCents, input, tariff, ledger, valueCents);
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

/**
 * The value duty and the Deeds Office transfer fee are levied on: the greater of the price and the
 * fair value (Transfer Duty Act s5(1) with s2; Deeds Registries Act reg 84 item 1(b)). Without a
 * fair value it is the price. The attorney's guideline fee stays on the price.
 */
function leviedValue(
  input: ParsedTransferCostsInput,
  priceCents: Cents,
  ledger: CostLedger,
): Cents {
  if (input.fairValue === undefined) {
    ledger.note(
      "Purchase price (dutiable value)",
      priceCents,
      "Transfer Duty Act s5(1): duty on the consideration, or the fair value if greater (no fair value given)",
    );
    return priceCents;
  }
  const fairCents = randsToCents(input.fairValue);
  const valueCents = Math.max(priceCents, fairCents);
  ledger.note("Purchase price", priceCents, "the consideration");
  ledger.note("Fair value", fairCents, "as entered by the adviser");
  ledger.note(
    "Dutiable value",
    valueCents,
    `Transfer Duty Act s5(1) and Deeds Registries Act reg 84 item 1(b): the greater of the price ${formatAmountInText(priceCents)} and the fair value ${formatAmountInText(fairCents)}`,
  );
  return valueCents;
}

/** A date beyond what the tables are known for gets a warning, never silence (see core/staleness). */
function warnIfStale(date: string, tables: TransferCostTables, ledger: CostLedger): void {
  const checks = [
    ["stale-transfer-duty-table", "transferDuty", "transfer duty table"],
    ["stale-cost-tariff", "tariff", "transfer cost tariff"],
  ] as const;
  for (const [code, key, what] of checks) {
    // Picked from a list, the pick knows whether a newer table exists (core/table-in-force).
    const message = tables.stale
      ? tables.stale[key]
      : staleTableMessage(date, tables[key].effectiveFrom, what);
    if (message !== null) ledger.warn({ code, field: "acquisitionDate", message });
  }
}
