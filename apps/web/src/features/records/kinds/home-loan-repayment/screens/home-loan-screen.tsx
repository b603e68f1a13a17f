import { keepHonestLinks } from "@adviser-desk/contracts/record-source-rules";
import { Grid, Stack } from "@mantine/core";
import { RecordFieldset } from "../../../components/record-fieldset";
import { RecordScreenLayout } from "../../../components/record-screen-layout";
import { RecordSection } from "../../../components/record-section";
import { TraceTable } from "../../../components/trace-table";
import { useSourceNotes } from "../../../components/use-source-notes";
import { useRecordEditor } from "../../../engine/use-record-editor";
import type { KindScreenProps } from "../../web-kind";
import { AmortisationTable } from "../components/amortisation-table";
import { ExtraPaymentsSection } from "../components/extra-payments-section";
import {
  BalanceSection,
  HomeLoanPhoneSummary,
  RepaymentSection,
} from "../components/home-loan-results";
import { LoanInputsSection } from "../components/loan-inputs-section";
import { PlanTransferSection } from "../components/plan-transfer-section";
import { RateChangesSection } from "../components/rate-changes-section";
import { SolversPanel } from "../components/solvers-panel";
import { useHomeLoanResults } from "../hooks/use-home-loan-results";

/** /home-loan-repayment/:id */
export function HomeLoanScreen({ kind, id }: KindScreenProps<"home-loan-repayment">) {
  const editor = useRecordEditor(kind, id, keepHonestLinks);
  const view = useHomeLoanResults(editor);
  const noteAt = useSourceNotes(editor);
  if (editor.loadError) throw editor.loadError;
  const inputs = editor.draft?.inputs;
  const { result } = view;
  const sectionProps = inputs
    ? { inputs, onChange: editor.setInputs, errorAt: view.errorAt }
    : null;

  return (
    <RecordScreenLayout
      editor={editor}
      phoneSummary={result ? <HomeLoanPhoneSummary view={view} /> : undefined}
    >
      {inputs && sectionProps ? (
        <Stack gap="lg">
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <RecordFieldset disabled={editor.readOnly}>
                  <LoanInputsSection {...sectionProps} noteAt={noteAt} />
                </RecordFieldset>
                <RecordFieldset disabled={editor.readOnly}>
                  <Stack gap="lg">
                    <ExtraPaymentsSection {...sectionProps} />
                    <RateChangesSection {...sectionProps} />
                  </Stack>
                </RecordFieldset>
                <PlanTransferSection editor={editor} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <RepaymentSection view={view} />
                <BalanceSection view={view} />
              </Stack>
            </Grid.Col>
          </Grid>
          {result ? (
            <>
              <RecordSection
                title="Amortisation schedule"
                description="Every instalment split into interest and capital. Open a year to see its months."
              >
                <AmortisationTable yearly={result.yearly} schedule={result.schedule} />
              </RecordSection>
              <SolversPanel
                inputs={inputs}
                instalment={result.instalment}
                readOnly={editor.readOnly}
                onApply={editor.setInputs}
              />
              <RecordSection
                title="How it was worked out"
                description="The calculation step by step."
              >
                <TraceTable trace={result.trace} caption="Working" />
              </RecordSection>
            </>
          ) : null}
        </Stack>
      ) : null}
    </RecordScreenLayout>
  );
}
