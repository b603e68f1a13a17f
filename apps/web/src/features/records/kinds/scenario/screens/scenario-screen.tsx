import type { CurrentRateTables } from "@adviser-desk/contracts";
import { keepHonestLinks } from "@adviser-desk/contracts/record-source-rules";
import { type IncomeTaxResult, type TaxYearTable, taxYearPeriod } from "@adviser-desk/finance";
import { formatDateOr, formatMoney } from "@adviser-desk/format";
import { Grid, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import { IconArrowsDiff, IconCalculator } from "@tabler/icons-react";
import { lazy, Suspense, useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useCurrentRateTables } from "@/lib/rate-tables/rate-tables-query";
import { taxYearsOf, taxYearTableOf } from "@/lib/rate-tables/tables-of";
import { PhoneSummary } from "../../../components/phone-summary";
import { RecordFieldset } from "../../../components/record-fieldset";
import { RecordScreenLayout } from "../../../components/record-screen-layout";
import { RecordSection } from "../../../components/record-section";
import { TraceTable } from "../../../components/trace-table";
import { useSourceNotes } from "../../../components/use-source-notes";
import { WarningList } from "../../../components/warning-list";
import { shownResult } from "../../../engine/shown-result";
import { useLiveResult } from "../../../engine/use-live-result";
import { type RecordEditor, useRecordEditor } from "../../../engine/use-record-editor";
import type { KindScreenProps } from "../../web-kind";
import { AssumptionsNotice } from "../components/assumptions-notice";
import { BracketChartPanel } from "../components/bracket-chart-panel";
import { CapitalGainsSection } from "../components/capital-gains-section";
import { DeductionsSection } from "../components/deductions-section";
import { EstimatesNotice } from "../components/estimates-notice";
import { IncomeSection } from "../components/income-section";
import { LowerBracketHint } from "../components/lower-bracket-hint";
import { LumpSumsSection } from "../components/lump-sums-section";
import { MedicalSection } from "../components/medical-section";
import { PersonalSection } from "../components/personal-section";
import { PrepaidSection } from "../components/prepaid-section";
import { ProvisionalTaxSection } from "../components/provisional-tax-section";
import { SavingsWithdrawalSection } from "../components/savings-withdrawal-section";
import {
  type ScenarioForm,
  ScenarioFormContext,
  type ScenarioInputs,
} from "../components/scenario-form-context";
import { TaxSummary } from "../components/tax-summary";
import { computeScenario } from "../lib/compute-scenario";
import { estimateNotes } from "../lib/estimate-notes";
import classes from "./scenario-screen.module.css";

// The RA top-up action loads when the hint first offers a contribution (the route's 300 KB budget).
const CompareTopUpButton = lazy(() =>
  import("../components/compare-top-up-button").then((m) => ({ default: m.CompareTopUpButton })),
);

// Compare loads when its tab is opened (its multi-select and table are not needed before).
const ScenarioCompare = lazy(() =>
  import("../components/scenario-compare").then((m) => ({ default: m.ScenarioCompare })),
);

function tableOf(year: number, tables: CurrentRateTables | undefined): TaxYearTable | null {
  try {
    return taxYearTableOf(year, tables);
  } catch {
    return null;
  }
}

/** /scenario/:id */
export function ScenarioScreen({ kind, id }: KindScreenProps<"scenario">) {
  const editor = useRecordEditor(kind, id, keepHonestLinks);
  const noteAt = useSourceNotes(editor);
  const [search, setSearch] = useSearchParams();
  const view = search.get("view") === "compare" ? "compare" : "calculation";
  const compared = (search.get("with") ?? "").split(",").filter(Boolean);

  const inputs = editor.draft?.inputs;
  const taxYear = editor.draft?.taxYear;
  // Recomputed when the inputs or the year change — not when the name is typed.
  const tables = useCurrentRateTables();
  const calculation = useMemo(
    () => (inputs && taxYear !== undefined ? { inputs, taxYear, tables } : undefined),
    [inputs, taxYear, tables],
  );
  const live = useLiveResult(computeScenario, calculation);
  const shown = shownResult(editor.record, editor.dirty, live.result?.tax ?? null);
  const tax = shown.result;
  const table = tax ? tableOf(tax.taxYear, tables) : null;
  const notes = tax && table ? estimateNotes(tax.estimatedFigures, table) : [];

  const { update, setInputs, fieldErrors } = editor;
  const replace = useCallback(
    (next: ScenarioInputs) => update((draft) => ({ ...draft, inputs: next })),
    [update],
  );
  const form = useMemo<ScenarioForm | null>(
    () =>
      inputs
        ? { inputs, set: setInputs, replace, problems: live.problems, fieldErrors, noteAt }
        : null,
    [inputs, setInputs, replace, live.problems, fieldErrors, noteAt],
  );

  const setView = (next: string | null) =>
    setSearch(
      (params) => {
        if (next === "compare") params.set("view", "compare");
        else params.delete("view");
        return params;
      },
      { replace: true },
    );
  const setCompared = (ids: string[]) =>
    setSearch(
      (params) => {
        if (ids.length > 0) params.set("with", ids.join(","));
        else params.delete("with");
        return params;
      },
      { replace: true },
    );

  return (
    <RecordScreenLayout
      editor={editor}
      phoneSummary={
        tax ? (
          <PhoneSummary
            label="Tax payable"
            value={tax.taxPayable}
            detail={
              tax.balanceDue < 0
                ? `Refund ${formatMoney(-tax.balanceDue)}`
                : tax.balanceDue > 0
                  ? `Still to pay ${formatMoney(tax.balanceDue)}`
                  : undefined
            }
            detailColor={tax.balanceDue < 0 ? "teal.8" : "red.8"}
          />
        ) : undefined
      }
      meta={
        taxYear !== undefined ? (
          <Text size="sm" c="dimmed">
            Tax year {taxYear} · {formatDateOr(taxYearPeriod(taxYear).start, "")} –{" "}
            {formatDateOr(taxYearPeriod(taxYear).end, "")}
          </Text>
        ) : null
      }
    >
      <Tabs value={view} onChange={setView} keepMounted={false} variant="outline" radius="md">
        <Tabs.List>
          <Tabs.Tab value="calculation" leftSection={<IconCalculator size={16} />}>
            Calculation
          </Tabs.Tab>
          <Tabs.Tab value="compare" leftSection={<IconArrowsDiff size={16} />}>
            Compare
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="calculation" pt="lg">
          {form && taxYear !== undefined ? (
            <ScenarioFormContext.Provider value={form}>
              <CalculationView
                editor={editor}
                taxYear={taxYear}
                tax={tax}
                resolvedAge={live.result?.tax.age ?? null}
                results={
                  tax ? (
                    <Stack gap="md">
                      <TaxSummary
                        tax={tax}
                        source={shown.source}
                        notes={notes}
                        stale={shown.source === "live" && live.stale}
                      />
                      {shown.source !== "snapshot" && live.result ? (
                        <LowerBracketHint
                          plan={live.result.plan}
                          action={
                            <Suspense fallback={null}>
                              <CompareTopUpButton editor={editor} />
                            </Suspense>
                          }
                        />
                      ) : null}
                    </Stack>
                  ) : null
                }
              />
            </ScenarioFormContext.Provider>
          ) : null}
          {tax ? (
            <Stack gap="lg" mt="lg">
              <EstimatesNotice notes={notes} taxYear={tax.taxYear} />
              {/* Results saved before warnings were recorded have none. */}
              <WarningList warnings={tax.warnings ?? []} />
              <AssumptionsNotice assumptions={tax.assumptions} />
              {table ? (
                <BracketChartPanel brackets={table.brackets} taxableIncome={tax.taxableIncome} />
              ) : null}
              <RecordSection
                title="Working"
                description="How the tax was worked out, step by step, with the rule applied."
              >
                <TraceTable trace={tax.trace} caption="Working" />
              </RecordSection>
            </Stack>
          ) : null}
        </Tabs.Panel>

        <Tabs.Panel value="compare" pt="lg">
          {editor.record && taxYear !== undefined ? (
            <Suspense fallback={<Skeleton h={200} radius="lg" />}>
              <ScenarioCompare
                id={id}
                clientId={editor.record.clientId}
                name={editor.draft?.scenarioName ?? ""}
                taxYear={taxYear}
                tax={tax}
                others={compared}
                onOthers={setCompared}
              />
            </Suspense>
          ) : null}
        </Tabs.Panel>
      </Tabs>
    </RecordScreenLayout>
  );
}

interface CalculationViewProps {
  editor: RecordEditor<"scenario">;
  taxYear: number;
  tax: IncomeTaxResult | null;
  resolvedAge: number | null;
  results: React.ReactNode;
}

/** Inputs on the left, the result on the right (stacked on phones: inputs first). */
function CalculationView({ editor, taxYear, tax, resolvedAge, results }: CalculationViewProps) {
  const taxYears = taxYearsOf(useCurrentRateTables());
  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <RecordFieldset disabled={editor.readOnly}>
          <Stack gap="lg">
            <PersonalSection
              taxYear={taxYear}
              taxYears={taxYears}
              onTaxYear={(year) => editor.update((draft) => ({ ...draft, taxYear: year }))}
              resolvedAge={resolvedAge}
            />
            <IncomeSection />
            <CapitalGainsSection />
            <DeductionsSection />
            <MedicalSection age={resolvedAge} />
            <SavingsWithdrawalSection tax={tax} />
            <LumpSumsSection tax={tax} periodStart={taxYearPeriod(taxYear).start} />
            <PrepaidSection />
            <ProvisionalTaxSection tax={tax} taxYear={taxYear} />
          </Stack>
        </RecordFieldset>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <div className={classes.results}>{results}</div>
      </Grid.Col>
    </Grid>
  );
}
