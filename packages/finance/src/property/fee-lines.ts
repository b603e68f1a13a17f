import {
  formatAmountInText,
  formatCentsInText,
  formatDate,
  formatPercent,
} from "@adviser-desk/format";
import { type Cents, type Rands, randsToCents, roundCents } from "../core/money";
import { findBand, stepFeeCents, stepsAbove } from "./fee-band-schema";
import type {
  BankInitiationFeeRule,
  DeedsOfficeFees,
  GuidelineFeeScale,
  VatRule,
} from "./transfer-cost-tariff-schema";

/** One computed line before it becomes a TraceLine: whole cents and the rule that produced them. */
export interface FeeLine {
  cents: Cents;
  rule: string;
  /** Why the figure is an estimate, or null when every input was confirmed from two sources. */
  estimate: string | null;
}

/** A figure the adviser entered in place of the tariff's (so the line is not an estimate). */
export function overrideLine(rands: Rands, includesVat = false): FeeLine {
  return {
    cents: randsToCents(rands),
    rule: `override entered by the adviser${includesVat ? " (incl. VAT)" : ""}`,
    estimate: null,
  };
}

function unconfirmed(what: string, source: string): string {
  return `${what} not confirmed from two sources (${source})`;
}

/** Law Society guideline fee (excl. VAT). Whole cents in, whole cents out: no rounding needed. */
export function guidelineFeeLine(valueCents: Cents, scale: GuidelineFeeScale): FeeLine {
  const band = findBand(valueCents, scale.bands);
  const prefix = `LSSA conveyancing guideline from ${formatDate(scale.effectiveFrom)}`;
  if (!band) {
    return {
      cents: 0,
      rule: `${prefix}: no band covers the value`,
      estimate: "no band covers the value",
    };
  }
  const cents = stepFeeCents(valueCents, band);
  const steps = stepsAbove(valueCents, band);
  const base = formatCentsInText(randsToCents(band.base));
  const working =
    band.stepFee === 0 || steps === 0
      ? `${base} for ${formatAmountInText(valueCents)}`
      : `${base} + ${formatCentsInText(randsToCents(band.stepFee))} × ⌈(${formatAmountInText(valueCents)} − ${formatAmountInText(randsToCents(band.from))}) ÷ ${formatAmountInText(randsToCents(band.step))}⌉ = ${base} + ${formatCentsInText(randsToCents(band.stepFee))} × ${steps}`;
  return {
    cents,
    rule: `${prefix}, a guideline (fees are negotiable): ${working}`,
    estimate: scale.estimate ? unconfirmed(`Guideline scale ${scale.id}`, scale.source) : null,
  };
}

/**
 * VAT on a professional fee. ROUNDING: fee × rate, to the nearest cent (core roundCents).
 * VAT on an estimated fee is itself an estimate.
 */
export function vatLine(fee: FeeLine, vat: VatRule): FeeLine {
  const feeCents = fee.cents;
  return {
    cents: roundCents((feeCents * vat.ratePercent) / 100),
    rule: `VAT Act s7: ${formatPercent(vat.ratePercent)} × ${formatCentsInText(feeCents)}`,
    estimate: vat.estimate
      ? unconfirmed("VAT rate", vat.source)
      : fee.estimate !== null
        ? "VAT on an estimated fee"
        : null,
  };
}

/** Deeds Office registration fee for `item` 1(b) (transfer) or 1(c) (bond), plus lodgement 1(a). */
export function deedsOfficeLine(
  valueCents: Cents,
  fees: DeedsOfficeFees,
  item: "transfer" | "bond",
): FeeLine {
  const bands = item === "transfer" ? fees.transferFees : fees.bondFees;
  const band = findBand(valueCents, bands);
  const registrationCents = band ? randsToCents(band.fee) : 0;
  const lodgementCents = randsToCents(fees.lodgementFeePerDeed);
  const index = band ? bands.indexOf(band) : -1;
  const below = bands[index - 1];
  const range =
    band?.upTo == null
      ? `above ${formatCentsInText(randsToCents(below?.upTo ?? 0))}`
      : below?.upTo == null
        ? `up to ${formatCentsInText(randsToCents(band.upTo))}`
        : `above ${formatCentsInText(randsToCents(below.upTo))} up to ${formatCentsInText(randsToCents(band.upTo))}`;
  const itemLabel = item === "transfer" ? "1(b) transfer" : "1(c) bond";
  const lodgement =
    lodgementCents > 0 ? ` + item 1(a) lodgement ${formatCentsInText(lodgementCents)}` : "";
  return {
    cents: registrationCents + lodgementCents,
    rule: `Deeds Registries Act reg 84 schedule from ${formatDate(fees.effectiveFrom)}, item ${itemLabel}, ${formatAmountInText(valueCents)} is ${range}: ${formatCentsInText(registrationCents)}${lodgement}; no VAT`,
    estimate: !band
      ? "no band covers the value"
      : fees.estimate
        ? unconfirmed(`Deeds Office schedule ${fees.id}`, fees.source)
        : band.estimate === true
          ? `this band of ${fees.id} was not published in the sources found: derived from the other bands`
          : null,
  };
}

/**
 * The maximum initiation fee the bank may charge, incl. VAT. ROUNDING: the 10% and 15% parts and
 * the VAT are each rounded to the nearest cent (core roundCents).
 */
export function bankInitiationFeeLine(
  bondCents: Cents,
  rule: BankInitiationFeeRule,
  vat: VatRule,
): FeeLine {
  const baseCents = randsToCents(rule.base);
  const aboveCents = Math.max(0, bondCents - randsToCents(rule.threshold));
  const formulaCents = baseCents + roundCents((aboveCents * rule.ratePercent) / 100);
  const shareCapCents = roundCents((bondCents * rule.maxPercentOfBond) / 100);
  const feeCents = Math.min(formulaCents, randsToCents(rule.cap), shareCapCents);
  const vatCents = rule.vatApplies ? roundCents((feeCents * vat.ratePercent) / 100) : 0;
  const vatText = rule.vatApplies
    ? ` + VAT ${formatPercent(vat.ratePercent)} (${formatCentsInText(vatCents)})`
    : "";
  return {
    cents: feeCents + vatCents,
    rule: `National Credit Regulations reg 42 Table B (mortgage): min(${formatCentsInText(baseCents)} + ${formatPercent(rule.ratePercent)} × (${formatAmountInText(bondCents)} − ${formatAmountInText(randsToCents(rule.threshold))}), ${formatCentsInText(randsToCents(rule.cap))}, reg 43(3) ${formatPercent(rule.maxPercentOfBond)} of the bond) = ${formatCentsInText(feeCents)}${vatText}; the legal maximum, assumed charged (a bank may charge less or add it to the loan)`,
    estimate: rule.estimate
      ? unconfirmed("Initiation fee rule", rule.source)
      : vat.estimate
        ? unconfirmed("VAT rate", vat.source)
        : null,
  };
}
