import type { IncomeTaxResult } from "@adviser-desk/finance";
import { LumpSumsSection } from "./lump-sums-section";
import { ProvisionalTaxSection } from "./provisional-tax-section";
import { SavingsWithdrawalSection } from "./savings-withdrawal-section";

interface RetirementSectionsProps {
  tax: IncomeTaxResult | null;
  /** The tax year's first day: lump sums are dated within the year. */
  periodStart: string;
}

/** Two-pot withdrawal, retirement lump sums and provisional tax: loaded on demand as one chunk. */
export function RetirementSections({ tax, periodStart }: RetirementSectionsProps) {
  return (
    <>
      <SavingsWithdrawalSection tax={tax} />
      <LumpSumsSection tax={tax} periodStart={periodStart} />
      <ProvisionalTaxSection tax={tax} />
    </>
  );
}
