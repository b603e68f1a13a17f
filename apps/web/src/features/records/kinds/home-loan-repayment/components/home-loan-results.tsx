import { formatDate, formatMoney } from "@adviser-desk/format";
import { Alert, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { PhoneSummary } from "../../../components/phone-summary";
import { RecordSection } from "../../../components/record-section";
import { ResultSourceBadge } from "../../../components/result-source-badge";
import { WarningList } from "../../../components/warning-list";
import type { HomeLoanResults } from "../hooks/use-home-loan-results";
import { BalanceChartPanel } from "./balance-chart-panel";
import { LoanSummary } from "./loan-summary";

/** The headline figures and warnings, or why there are none yet. */
export function RepaymentSection({ view }: { view: HomeLoanResults }) {
  const { result } = view;
  if (!result) {
    return (
      <Alert color="orange" icon={<IconAlertCircle size={18} />} title="No result yet">
        Fix the highlighted fields to see the repayment.
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {view.stale ? (
        <Alert color="orange" icon={<IconAlertCircle size={18} />} role="status">
          These results are for the last valid figures: fix the highlighted fields to update them.
        </Alert>
      ) : null}
      <RecordSection title="Repayment" aside={<ResultSourceBadge source={view.source} />}>
        <LoanSummary result={result} withExtras={view.withExtras} />
        <WarningList warnings={result.warnings} />
      </RecordSection>
    </Stack>
  );
}

/** What is still owed year by year: plain against with extras (the chart loads on demand). */
export function BalanceSection({ view }: { view: HomeLoanResults }) {
  if (!view.result) return null;
  return (
    <RecordSection
      title="Balance over time"
      description={
        view.withExtras
          ? "What is still owed at each year end, with and without the extra payments."
          : "What is still owed at each year end."
      }
    >
      <BalanceChartPanel data={view.balances} withExtras={view.withExtras} />
    </RecordSection>
  );
}

/** Phones: the instalment in the bar along the bottom edge, live while typing. */
export function HomeLoanPhoneSummary({ view }: { view: HomeLoanResults }) {
  const { result } = view;
  if (!result) return null;
  return (
    <PhoneSummary
      label="Monthly instalment"
      value={result.instalment + result.monthlyServiceFee}
      detail={
        view.withExtras
          ? `Saves ${formatMoney(result.interestSaved)} interest`
          : `Paid off ${formatDate(result.payoffDate)}`
      }
      detailColor={view.withExtras ? "teal.8" : "dimmed"}
    />
  );
}
