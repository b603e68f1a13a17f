import { formatAmountInText } from "@adviser-desk/format";
import { type Cents, centsToRands } from "../core/money";
import type { CostLedger } from "./cost-ledger";
import { type DisbursementTotal, disbursementTotal } from "./disbursement-lines";
import { deedsOfficeLine, guidelineFeeLine, overrideLine, vatLine } from "./fee-lines";
import type { TransferCostTariff } from "./transfer-cost-tariff-schema";
import type { CostLineKey, TransferCostsResult } from "./transfer-costs-result-schema";
import type { ParsedTransferCostsInput, TransferCostOverrides } from "./transfer-costs-schema";

type Side = "transfer" | "bond";

interface Line {
  key: CostLineKey;
  label: string;
}

/** Where each side's lines come from and what they are called. */
const SIDES = {
  transfer: {
    scale: "transferAttorneyFees",
    items: "transferDisbursements",
    feeOverride: "transferAttorneyFee",
    itemsOverride: "transferDisbursements",
    fee: { key: "transferAttorneyFee", label: "Transfer attorney fee (excl. VAT)" },
    vat: { key: "transferAttorneyFeeVat", label: "VAT on the transfer attorney fee" },
    deeds: { key: "deedsOfficeTransferFee", label: "Deeds Office fee: transfer" },
    disbursements: { key: "transferDisbursements", label: "Transfer disbursements" },
  },
  bond: {
    scale: "bondAttorneyFees",
    items: "bondDisbursements",
    feeOverride: "bondAttorneyFee",
    itemsOverride: "bondDisbursements",
    fee: { key: "bondAttorneyFee", label: "Bond attorney fee (excl. VAT)" },
    vat: { key: "bondAttorneyFeeVat", label: "VAT on the bond attorney fee" },
    deeds: { key: "deedsOfficeBondFee", label: "Deeds Office fee: bond" },
    disbursements: { key: "bondDisbursements", label: "Bond disbursements" },
  },
} as const satisfies Record<
  Side,
  {
    scale: keyof TransferCostTariff;
    items: keyof TransferCostTariff;
    feeOverride: keyof TransferCostOverrides;
    itemsOverride: keyof TransferCostOverrides;
    fee: Line;
    vat: Line;
    deeds: Line;
    disbursements: Line;
  }
>;

/** One deed's registration costs in whole cents (a transfer, or a bond). */
export interface RegistrationCosts {
  attorneyFee: Cents;
  vat: Cents;
  deeds: Cents;
  disbursements: DisbursementTotal;
  /** attorneyFee + vat + deeds + disbursements. */
  totalCents: Cents;
}

/**
 * Registering a deed, the same for a transfer (on the price) and a bond (on the bond amount):
 * the attorney's guideline fee or the adviser's override (excl. VAT), VAT on that fee, the Deeds
 * Office fee and the disbursements. Records each line in the ledger, in that order.
 */
export function registrationCosts(
  side: Side,
  valueCents: Cents,
  input: ParsedTransferCostsInput,
  tariff: TransferCostTariff,
  ledger: CostLedger,
): RegistrationCosts {
  const names = SIDES[side];
  const feeOverride = input.overrides?.[names.feeOverride];
  const feeLine =
    feeOverride === undefined
      ? guidelineFeeLine(valueCents, tariff[names.scale])
      : overrideLine(feeOverride);
  const attorneyFee = ledger.line(names.fee.key, names.fee.label, feeLine);
  const vat = ledger.line(names.vat.key, names.vat.label, vatLine(feeLine, tariff.vat));
  const deeds = ledger.line(
    names.deeds.key,
    names.deeds.label,
    deedsOfficeLine(valueCents, tariff.deedsOffice, side),
  );
  const disbursements = disbursementTotal(
    ledger,
    names.disbursements.key,
    names.disbursements.label,
    tariff[names.items],
    input.buyerType,
    input.overrides?.[names.itemsOverride],
  );
  const totalCents = attorneyFee + vat + deeds + disbursements.cents;
  return { attorneyFee, vat, deeds, disbursements, totalCents };
}

/** The result lines both sides share, in rands. */
export function registrationLines(
  costs: RegistrationCosts,
): Omit<TransferCostsResult["bond"], "bankInitiationFee" | "total"> {
  return {
    attorneyFee: centsToRands(costs.attorneyFee),
    attorneyFeeVat: centsToRands(costs.vat),
    deedsOfficeFee: centsToRands(costs.deeds),
    disbursements: centsToRands(costs.disbursements.cents),
    disbursementItems: costs.disbursements.items,
  };
}

/** "attorney 29 470 + VAT 4 420.50 + Deeds Office 1 696 + disbursements 3 400", for a total's rule. */
export function registrationWorking(costs: RegistrationCosts): string {
  return `attorney ${formatAmountInText(costs.attorneyFee)} + VAT ${formatAmountInText(costs.vat)} + Deeds Office ${formatAmountInText(costs.deeds)} + disbursements ${formatAmountInText(costs.disbursements.cents)}`;
}
