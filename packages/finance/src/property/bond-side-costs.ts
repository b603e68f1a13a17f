import { formatAmountInText } from "@adviser-desk/format";
import { type Cents, centsToRands, randsToCents } from "../core/money";
import type { CostLedger } from "./cost-ledger";
import { bankInitiationFeeLine, overrideLine } from "./fee-lines";
import { registrationCosts, registrationLines, registrationWorking } from "./registration-costs";
import type { TransferCostTariff } from "./transfer-cost-tariff-schema";
import type { TransferCostsResult } from "./transfer-costs-result-schema";
import type { ParsedTransferCostsInput } from "./transfer-costs-schema";

export interface BondSide {
  lines: TransferCostsResult["bond"];
  totalCents: Cents;
}

const NO_BOND: TransferCostsResult["bond"] = {
  attorneyFee: 0,
  attorneyFeeVat: 0,
  deedsOfficeFee: 0,
  disbursements: 0,
  disbursementItems: [],
  bankInitiationFee: 0,
  total: 0,
};

/** Bond attorney fee + VAT, Deeds Office bond fee, disbursements, bank initiation fee. All 0 without a bond. */
export function bondSideCosts(
  input: ParsedTransferCostsInput,
  tariff: TransferCostTariff,
  ledger: CostLedger,
): BondSide {
  const bondCents = randsToCents(input.bondAmount);
  const overrides = input.overrides ?? {};
  if (bondCents === 0) {
    const bondOverrides = (
      ["bondAttorneyFee", "bondDisbursements", "bankInitiationFee"] as const
    ).filter((key) => overrides[key] !== undefined);
    for (const key of bondOverrides) {
      ledger.warn({
        code: "bond-override-ignored",
        field: `overrides.${key}`,
        message: "ignored: there is no bond",
      });
    }
    ledger.note("Bond costs", 0, "no bond: cash purchase");
    return { lines: { ...NO_BOND, disbursementItems: [] }, totalCents: 0 };
  }
  if (bondCents > randsToCents(input.purchasePrice)) {
    ledger.warn({
      code: "bond-exceeds-price",
      field: "bondAmount",
      message:
        "the bond is more than the purchase price (a bond above 100\u00a0%): check that this is intended",
    });
  }
  ledger.note("Bond amount", bondCents, "capital amount of the mortgage bond");

  const registration = registrationCosts("bond", bondCents, input, tariff, ledger);
  const initiation = ledger.line(
    "bankInitiationFee",
    "Bank initiation fee (incl. VAT)",
    overrides.bankInitiationFee === undefined
      ? bankInitiationFeeLine(bondCents, tariff.bankInitiationFee, tariff.vat)
      : overrideLine(overrides.bankInitiationFee, true),
  );

  const totalCents = registration.totalCents + initiation;
  ledger.note(
    "Total bond costs",
    totalCents,
    `${registrationWorking(registration)} + initiation ${formatAmountInText(initiation)}`,
  );
  return {
    totalCents,
    lines: {
      ...registrationLines(registration),
      bankInitiationFee: centsToRands(initiation),
      total: centsToRands(totalCents),
    },
  };
}
