import type {
  LumpSumTable,
  TaxYearTable,
  TransferCostTariff,
  TransferDutyTable,
} from "@adviser-desk/finance";
import { taxYearPeriod } from "@adviser-desk/finance";

/** A draft for a year that has no table yet: the nearest year's figures, re-dated. */
export function taxYearDraftFrom(base: TaxYearTable, year: number, today: string): TaxYearTable {
  const period = taxYearPeriod(year);
  return {
    ...base,
    id: `za-tax-${year}@${today}`,
    taxYear: year,
    periodStart: period.start,
    periodEnd: period.end,
  };
}

/** A draft for a new effective date: the latest table's bands, re-dated. */
export function dutyDraftFrom(base: TransferDutyTable, effectiveFrom: string): TransferDutyTable {
  return { ...base, id: `za-transfer-duty@${effectiveFrom}`, effectiveFrom };
}

/** A draft tariff for a new effective date: the latest tariff's parts, re-dated (each part keeps its own date). */
export function tariffDraftFrom(
  base: TransferCostTariff,
  effectiveFrom: string,
): TransferCostTariff {
  return { ...base, id: `za-transfer-costs@${effectiveFrom}`, effectiveFrom };
}

/** A draft lump-sum table for a new effective date: the latest table's bands, re-dated. */
export function lumpSumDraftFrom(base: LumpSumTable, effectiveFrom: string): LumpSumTable {
  return { ...base, id: `za-lump-sum@${effectiveFrom}`, effectiveFrom };
}
