import { MAX_BOND_TERM_MONTHS } from "@adviser-desk/finance";
import { Divider, Input, SegmentedControl, SimpleGrid, Text } from "@mantine/core";
import { useState } from "react";
import { MoneyInput } from "@/components/inputs/money-input";
import { PercentInput } from "@/components/inputs/percent-input";
import { RecordSection } from "../../../components/record-section";
import { appendRow, nextRowDate, removeRowAt, updateRowAt } from "../lib/dated-rows";
import { DatedRowsEditor } from "./dated-rows-editor";
import type { BondSectionProps } from "./loan-inputs-section";

type Reduce = "term" | "instalment";

/** Paying more than required: a monthly extra that steps up each year, and dated lump sums. */
export function ExtraPaymentsSection({ inputs, onChange, errorAt }: BondSectionProps) {
  const lumpSums = inputs.lumpSums ?? [];
  const [added, setAdded] = useState<number | null>(null);
  return (
    <RecordSection
      title="Extra payments"
      description="Paying in more than the instalment saves interest."
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <MoneyInput
          size="md"
          label="Extra every month"
          description="On top of the instalment"
          value={inputs.extraMonthly ?? 0}
          onChange={(extraMonthly) => onChange({ extraMonthly })}
          error={errorAt("extraMonthly")}
        />
        <PercentInput
          size="md"
          label="Yearly step-up"
          description="Raised each loan year"
          value={inputs.extraMonthlyAnnualIncreasePercent ?? 0}
          onChange={(extraMonthlyAnnualIncreasePercent) =>
            onChange({ extraMonthlyAnnualIncreasePercent })
          }
          error={errorAt("extraMonthlyAnnualIncreasePercent")}
        />
      </SimpleGrid>
      <Input.Wrapper
        label="Extra payments reduce"
        description={
          (inputs.extraPaymentsReduce ?? "term") === "term"
            ? "The instalment stays the same and the loan is paid off sooner."
            : "The term stays the same and the instalment is recalculated lower."
        }
      >
        <SegmentedControl
          mt={6}
          fullWidth
          value={inputs.extraPaymentsReduce ?? "term"}
          onChange={(value) =>
            onChange({ extraPaymentsReduce: (value === "instalment" ? value : "term") as Reduce })
          }
          data={[
            { value: "term", label: "The term" },
            { value: "instalment", label: "The instalment" },
          ]}
          aria-label="Extra payments reduce"
        />
      </Input.Wrapper>
      <Divider label="Lump sums" labelPosition="left" />
      <DatedRowsEditor
        rows={lumpSums}
        noun="lump sum"
        dateLabel="Paid in"
        empty="No lump sums: add a bonus or an inheritance paid into the bond."
        onAdd={() => {
          // An empty amount (R 0 changes nothing) for the adviser to type, never a made-up one.
          setAdded(lumpSums.length);
          onChange({
            lumpSums: appendRow(lumpSums, {
              date: nextRowDate(lumpSums, inputs.startDate),
              amount: 0,
            }),
          });
        }}
        onRemove={(index) => onChange({ lumpSums: removeRowAt(lumpSums, index) })}
        onDateChange={(index, date) =>
          onChange({ lumpSums: updateRowAt(lumpSums, index, { date }) })
        }
        dateError={(index) => errorAt(`lumpSums.${index}.date`)}
        disabledAdd={lumpSums.length >= MAX_BOND_TERM_MONTHS}
        renderValue={(row, index, labelled) => (
          <MoneyInput
            size="md"
            label={labelled ? "Amount" : undefined}
            aria-label={`Lump sum ${index + 1} amount`}
            placeholder="Amount paid in"
            autoFocus={index === added}
            value={row.amount}
            onChange={(amount) => onChange({ lumpSums: updateRowAt(lumpSums, index, { amount }) })}
            error={errorAt(`lumpSums.${index}.amount`)}
          />
        )}
      />
      {lumpSums.length > 0 ? (
        <Text size="xs" c="dimmed">
          A lump sum is paid with the instalment of its month.
        </Text>
      ) : null}
    </RecordSection>
  );
}
