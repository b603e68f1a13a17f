import type { InvestmentComparisonResult } from "@adviser-desk/finance";
import { Alert, List, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { PhoneSummary } from "../../../components/phone-summary";
import { RecordSection } from "../../../components/record-section";
import { ResultSourceBadge } from "../../../components/result-source-badge";
import { WarningList } from "../../../components/warning-list";
import type { ComparisonResults } from "../hooks/use-comparison-results";
import { RESULTS_ID } from "../lib/anchors";
import { OptionResultCards } from "./option-result-cards";
import { ValueChartPanel } from "./value-chart-panel";
import { WorkingSection } from "./working-section";
import { YearByYearTable } from "./year-by-year-table";

/** Everything the comparison answers: ranking, values by year, chart, notes and working. */
export function ComparisonResultsPanel({ view }: { view: ComparisonResults }) {
  const { result } = view;
  if (!result) {
    return (
      <Alert color="orange" icon={<IconAlertCircle size={18} />} title="No result yet">
        Fix the highlighted fields to see the comparison.
      </Alert>
    );
  }
  return (
    <Stack gap="lg" id={RESULTS_ID}>
      {view.stale ? (
        <Alert color="orange" icon={<IconAlertCircle size={18} />} role="status">
          These results are for the last valid figures: fix the highlighted fields to update them.
          {view.generalProblems.length > 0 ? ` ${view.generalProblems.join(" ")}` : null}
        </Alert>
      ) : null}
      <RecordSection
        title={`After ${result.horizonYears} years`}
        description="Ranked by the after-tax value in today's money."
        aside={<ResultSourceBadge source={view.source} />}
      >
        <OptionResultCards result={result} />
        <WarningList warnings={result.warnings} />
      </RecordSection>
      <RecordSection title="Value over time" description="Each option's value at every year end.">
        <ValueChartPanel result={result} />
      </RecordSection>
      <RecordSection title="Year by year" description="Values at each year end.">
        <YearByYearTable result={result} />
      </RecordSection>
      <RecordSection title="Assumptions" description="How the options were modelled.">
        <List size="sm" spacing={6}>
          {result.assumptions.map((assumption) => (
            <List.Item key={assumption}>
              <Text size="sm">{assumption}</Text>
            </List.Item>
          ))}
        </List>
      </RecordSection>
      <WorkingSection trace={result.trace} />
    </Stack>
  );
}

/** Phones: the best option's value in today's money, in the bar along the bottom edge. */
export function ComparisonPhoneSummary({ result }: { result: InvestmentComparisonResult }) {
  const best = result.options.find((option) => option.summary.rank === 1);
  if (!best) return null;
  return (
    <PhoneSummary
      label={`Best: ${best.label}`}
      value={best.summary.finalRealValue}
      detail={`in today's money after ${result.horizonYears} years`}
      detailColor="dimmed"
    />
  );
}
