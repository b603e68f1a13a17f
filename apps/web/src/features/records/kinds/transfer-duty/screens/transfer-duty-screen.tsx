import type { TransferDutyInputs } from "@adviser-desk/contracts";
import { keepHonestLinks } from "@adviser-desk/contracts/record-source-rules";
import { formatMoney } from "@adviser-desk/format";
import { Grid, Stack } from "@mantine/core";
import { useMemo } from "react";
import { useCurrentRateTables } from "@/lib/rate-tables/rate-tables-query";
import { PhoneSummary } from "../../../components/phone-summary";
import { RecordFieldset } from "../../../components/record-fieldset";
import { RecordScreenLayout } from "../../../components/record-screen-layout";
import { RecordSection } from "../../../components/record-section";
import { TraceTable } from "../../../components/trace-table";
import { useSourceNotes } from "../../../components/use-source-notes";
import { shownResult } from "../../../engine/shown-result";
import { useLiveResult } from "../../../engine/use-live-result";
import { useRecordEditor } from "../../../engine/use-record-editor";
import type { KindScreenProps } from "../../web-kind";
import { CostBreakdown } from "../components/cost-breakdown";
import { CostSummary } from "../components/cost-summary";
import { PlanBondSection } from "../components/plan-bond-section";
import { TablesUsed } from "../components/tables-used";
import { TransferDutyForm } from "../components/transfer-duty-form";
import { computeTransferDuty } from "../lib/compute-transfer-duty";
import { tablesOfLive, tablesOfRecord } from "../lib/tables-used";

/** /transfer-duty/:id */
export function TransferDutyScreen({ kind, id }: KindScreenProps<"transfer-duty">) {
  const editor = useRecordEditor(kind, id, keepHonestLinks);
  const noteAt = useSourceNotes(editor);
  const inputs = editor.draft?.inputs as TransferDutyInputs | undefined;
  const current = useCurrentRateTables();
  const calculation = useMemo(() => (inputs ? { inputs, current } : undefined), [inputs, current]);
  const live = useLiveResult(computeTransferDuty, calculation);
  const shown = shownResult(editor.record, editor.dirty, live.result?.result ?? null);
  const result = shown.result;
  const tables =
    shown.source === "live"
      ? live.result
        ? tablesOfLive(live.result.tables)
        : []
      : tablesOfRecord(editor.record?.rateTables ?? []);

  return (
    <RecordScreenLayout
      editor={editor}
      phoneSummary={
        result ? (
          <PhoneSummary
            label="Transfer duty"
            value={result.transfer.transferDuty}
            detail={`Cash needed ${formatMoney(result.cashNeeded)}`}
          />
        ) : undefined
      }
    >
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {inputs ? (
              <RecordFieldset disabled={editor.readOnly}>
                <TransferDutyForm
                  inputs={inputs}
                  onChange={editor.setInputs}
                  problems={live.problems}
                  fieldErrors={editor.fieldErrors}
                  noteAt={noteAt}
                />
              </RecordFieldset>
            ) : null}
            <PlanBondSection editor={editor} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {result ? (
            <CostSummary
              result={result}
              source={shown.source}
              stale={shown.source === "live" && live.stale}
              vatSale={inputs?.vatRegisteredSeller ?? false}
            />
          ) : null}
        </Grid.Col>
      </Grid>
      {result ? (
        <Stack gap="lg">
          <CostBreakdown result={result} />
          <RecordSection
            title="Working"
            description="Every figure, step by step, with the law or tariff item applied."
          >
            <TraceTable trace={result.trace} caption="Working" />
          </RecordSection>
          {tables.length > 0 ? <TablesUsed tables={tables} /> : null}
        </Stack>
      ) : null}
    </RecordScreenLayout>
  );
}
