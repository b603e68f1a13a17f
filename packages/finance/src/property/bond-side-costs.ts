import { type Cents, centsToRands, randsToCents } from "../core/money";
import type { CostLedger } from "./cost-ledger";
import { disbursementTotal } from "./disbursement-lines";
import { bankInitiationFeeLine, deedsOfficeLine, guidelineFeeLine, vatLine } from "./fee-lines";
import { formatCentsPlain } from "./format";
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
        "the bond is more than the purchase price (a 100%+ bond): check that this is intended",
    });
  }
  ledger.note("Bond amount", bondCents, "capital amount of the mortgage bond");

  const feeLine =
    overrides.bondAttorneyFee === undefined
      ? guidelineFeeLine(bondCents, tariff.bondAttorneyFees)
      : {
          cents: randsToCents(overrides.bondAttorneyFee),
          rule: "override entered by the adviser",
          estimate: null,
        };
  const attorneyFee = ledger.line("bondAttorneyFee", "Bond attorney fee (excl. VAT)", feeLine);
  const vat = ledger.line(
    "bondAttorneyFeeVat",
    "VAT on the bond attorney fee",
    vatLine(feeLine, tariff.vat),
  );
  const deeds = ledger.line(
    "deedsOfficeBondFee",
    "Deeds Office fee: bond",
    deedsOfficeLine(bondCents, tariff.deedsOffice, "bond"),
  );
  const disbursements = disbursementTotal(
    ledger,
    "bondDisbursements",
    "Bond disbursements",
    tariff.bondDisbursements,
    input.buyerType,
    overrides.bondDisbursements,
  );
  const initiationLine =
    overrides.bankInitiationFee === undefined
      ? bankInitiationFeeLine(bondCents, tariff.bankInitiationFee, tariff.vat)
      : {
          cents: randsToCents(overrides.bankInitiationFee),
          rule: "override entered by the adviser (incl. VAT)",
          estimate: null,
        };
  const initiation = ledger.line(
    "bankInitiationFee",
    "Bank initiation fee (incl. VAT)",
    initiationLine,
  );

  const totalCents = attorneyFee + vat + deeds + disbursements.cents + initiation;
  ledger.note(
    "Total bond costs",
    totalCents,
    `attorney ${formatCentsPlain(attorneyFee)} + VAT ${formatCentsPlain(vat)} + Deeds Office ${formatCentsPlain(deeds)} + disbursements ${formatCentsPlain(disbursements.cents)} + initiation ${formatCentsPlain(initiation)}`,
  );
  return {
    totalCents,
    lines: {
      attorneyFee: centsToRands(attorneyFee),
      attorneyFeeVat: centsToRands(vat),
      deedsOfficeFee: centsToRands(deeds),
      disbursements: centsToRands(disbursements.cents),
      disbursementItems: disbursements.items,
      bankInitiationFee: centsToRands(initiation),
      total: centsToRands(totalCents),
    },
  };
}
