import { DEFAULT_INVESTMENT_GROWTH, isoDateInSouthAfrica } from "@adviser-desk/contracts";
import { keepHonestLinks, linksWithoutOption } from "@adviser-desk/contracts/record-source-rules";
import { fractionToPercent } from "@adviser-desk/format";
import { Stack } from "@mantine/core";
import { useMemo, useState } from "react";
import { useMe } from "@/lib/api/get-me";
import { RecordFieldset } from "../../../components/record-fieldset";
import { RecordScreenLayout } from "../../../components/record-screen-layout";
import { useSourceNotes } from "../../../components/use-source-notes";
import { useRecordEditor } from "../../../engine/use-record-editor";
import type { KindScreenProps } from "../../web-kind";
import { ComparisonPhoneSummary, ComparisonResultsPanel } from "../components/comparison-results";
import { ComparisonSettingsSection } from "../components/comparison-settings-section";
import { OptionsSection } from "../components/options-section";
import { useTakeFromProfile } from "../components/take-from-profile";
import { useComparisonResults } from "../hooks/use-comparison-results";
import { type OptionDefaults, removeOption } from "../lib/option-factory";

/** /investment-comparison/:id */
export function InvestmentComparisonScreen({ kind, id }: KindScreenProps<"investment-comparison">) {
  const editor = useRecordEditor(kind, id, keepHonestLinks);
  const view = useComparisonResults(editor);
  const sourceNoteAt = useSourceNotes(editor);
  const offerAt = useTakeFromProfile(editor);
  const noteAt = (path: string) => sourceNoteAt(path) ?? offerAt(path);
  const company = useMe().data?.company ?? null;
  // Today's date for transfer-cost estimates, read once per visit (time is an input).
  const [today] = useState(() => isoDateInSouthAfrica(new Date()));
  if (editor.loadError) throw editor.loadError;
  const inputs = editor.draft?.inputs;
  const inflationPercent = inputs?.inflationPercent ?? 5;

  const defaults = useMemo<OptionDefaults>(
    () => ({
      growthPercent: fractionToPercent(company?.investment ?? DEFAULT_INVESTMENT_GROWTH),
      annualFeePercent: fractionToPercent(company?.annualFee ?? 0),
      inflationPercent,
      today,
    }),
    [company?.investment, company?.annualFee, inflationPercent, today],
  );

  return (
    <RecordScreenLayout
      editor={editor}
      phoneSummary={view.result ? <ComparisonPhoneSummary result={view.result} /> : undefined}
    >
      {inputs ? (
        <Stack gap="lg">
          <RecordFieldset disabled={editor.readOnly}>
            <Stack gap="lg">
              <ComparisonSettingsSection
                inputs={inputs}
                onChange={editor.setInputs}
                errorAt={view.errorAt}
                companyInflationPercent={company ? fractionToPercent(company.inflation) : null}
                noteAt={noteAt}
                clientId={editor.record?.clientId}
              />
              <OptionsSection
                options={inputs.options}
                onChange={(options) => editor.setInputs({ options })}
                onRemove={(index) =>
                  editor.update((draft) => ({
                    ...draft,
                    inputs: {
                      ...draft.inputs,
                      options: removeOption(draft.inputs.options, index),
                      sources: linksWithoutOption(draft.inputs.sources, index),
                    },
                  }))
                }
                noteAt={noteAt}
                errorAt={view.errorAt}
                defaults={defaults}
                readOnly={editor.readOnly}
              />
            </Stack>
          </RecordFieldset>
          <ComparisonResultsPanel view={view} />
        </Stack>
      ) : null}
    </RecordScreenLayout>
  );
}
