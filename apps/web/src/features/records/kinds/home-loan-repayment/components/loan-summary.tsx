import type { BondResult } from "@adviser-desk/finance";
import { formatDate, formatMoney } from "@adviser-desk/format";
import { SimpleGrid } from "@mantine/core";
import { describeTerm } from "../lib/term-parts";
import { StatTile } from "./stat-tile";

interface LoanSummaryProps {
  result: BondResult;
  /** Whether the inputs pay anything beyond the instalment (savings only mean something then). */
  withExtras: boolean;
}

/** The headline figures: instalment, interest, total paid, payoff and what the extras save. */
export function LoanSummary({ result, withExtras }: LoanSummaryProps) {
  const fee = result.monthlyServiceFee;
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" role="group" aria-label="Loan summary">
      <StatTile
        emphasis
        label="Monthly instalment"
        value={formatMoney(result.instalment)}
        hint={
          fee > 0
            ? `${formatMoney(result.instalment + fee)} with the service fee`
            : "excluding fees"
        }
      />
      <StatTile
        label="Total interest"
        value={formatMoney(result.totalInterest)}
        hint={withExtras ? `${formatMoney(result.plain.totalInterest)} without extras` : undefined}
      />
      <StatTile
        label="Total paid"
        value={formatMoney(result.totalPaid)}
        hint="loan + interest + fees"
      />
      <StatTile
        label="Paid off"
        value={formatDate(result.payoffDate)}
        hint={`after ${describeTerm(result.payoffMonths)}`}
      />
      <StatTile
        label="Interest saved"
        value={formatMoney(result.interestSaved)}
        hint={withExtras ? "against the same loan without extras" : "add extra payments to save"}
      />
      <StatTile
        label="Time saved"
        value={result.monthsSaved > 0 ? describeTerm(result.monthsSaved) : "—"}
        hint={
          result.monthsSaved > 0
            ? `${result.monthsSaved} months sooner than ${formatDate(result.plain.payoffDate)}`
            : "same term as the plain loan"
        }
      />
    </SimpleGrid>
  );
}
