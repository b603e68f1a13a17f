import { MAX_BOND_TERM_MONTHS } from "@adviser-desk/finance";
import { PercentInput } from "@/components/inputs/percent-input";
import { RecordSection } from "../../../components/record-section";
import { appendRow, nextRowDate, removeRowAt, updateRowAt } from "../lib/dated-rows";
import { DatedRowsEditor } from "./dated-rows-editor";
import type { BondSectionProps } from "./loan-inputs-section";

/** A prime path: the rate from a month onwards (the instalment is recalculated then). */
export function RateChangesSection({ inputs, onChange, errorAt }: BondSectionProps) {
  const rateChanges = inputs.rateChanges ?? [];
  const lastRate = rateChanges.at(-1)?.annualRatePercent ?? inputs.annualRatePercent;
  return (
    <RecordSection
      title="Rate changes"
      description="Expected repo moves: each new rate applies from its month onwards."
    >
      <DatedRowsEditor
        rows={rateChanges}
        noun="rate change"
        dateLabel="From"
        empty="The rate stays the same for the whole term."
        onAdd={() =>
          onChange({
            rateChanges: appendRow(rateChanges, {
              date: nextRowDate(rateChanges, inputs.startDate),
              annualRatePercent: Math.max(0, lastRate - 0.25),
            }),
          })
        }
        onRemove={(index) => onChange({ rateChanges: removeRowAt(rateChanges, index) })}
        onDateChange={(index, date) =>
          onChange({ rateChanges: updateRowAt(rateChanges, index, { date }) })
        }
        dateError={(index) => errorAt(`rateChanges.${index}.date`)}
        disabledAdd={rateChanges.length >= MAX_BOND_TERM_MONTHS}
        renderValue={(row, index, labelled) => (
          <PercentInput
            size="md"
            label={labelled ? "New rate" : undefined}
            aria-label={`Rate change ${index + 1} rate`}
            value={row.annualRatePercent}
            onChange={(annualRatePercent) =>
              onChange({ rateChanges: updateRowAt(rateChanges, index, { annualRatePercent }) })
            }
            error={errorAt(`rateChanges.${index}.annualRatePercent`)}
          />
        )}
      />
    </RecordSection>
  );
}
