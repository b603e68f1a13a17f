import { taxYearPeriod } from "@adviser-desk/finance";
import { formatDateOr } from "@adviser-desk/format";
import { NativeSelect, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { DateField } from "@/components/inputs/date-field";
import { IntegerInput } from "@/components/inputs/integer-input";
import { RecordSection } from "../../../components/record-section";

import { errorOf, useScenarioForm } from "./scenario-form-context";

interface PersonalSectionProps {
  taxYear: number;
  taxYears: readonly number[];
  onTaxYear: (year: number) => void;
  /** The age the calculation used (from the date of birth when given). */
  resolvedAge: number | null;
}

/** Age (or date of birth) and the tax year: they pick the rebates, thresholds and table. */
export function PersonalSection({
  taxYear,
  taxYears,
  onTaxYear,
  resolvedAge,
}: PersonalSectionProps) {
  const form = useScenarioForm();
  const { inputs } = form;
  const byBirthDate = inputs.dateOfBirth !== undefined;
  const period = taxYearPeriod(taxYear);
  const { age: _age, dateOfBirth: _dateOfBirth, ...rest } = inputs;

  return (
    <RecordSection title="Personal" description="The age sets the rebates and thresholds.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          size="md"
          label="Tax year"
          data={[...taxYears]
            .sort((a, b) => b - a)
            .map((year) => ({ value: String(year), label: `${year} (ends February ${year})` }))}
          value={String(taxYear)}
          onChange={(event) => onTaxYear(Number(event.currentTarget.value))}
        />
        <Stack gap={6}>
          <SegmentedControl
            size="xs"
            aria-label="Give the age or the date of birth"
            value={byBirthDate ? "birth" : "age"}
            onChange={(value) =>
              form.replace(
                value === "birth"
                  ? { ...rest, dateOfBirth: `${taxYear - 40}-01-01` }
                  : { ...rest, age: resolvedAge ?? 40 },
              )
            }
            data={[
              { value: "age", label: "Age" },
              { value: "birth", label: "Date of birth" },
            ]}
          />
          {byBirthDate ? (
            <DateField
              aria-label="Date of birth"
              value={inputs.dateOfBirth ?? null}
              onChange={(value) => form.replace({ ...rest, dateOfBirth: value })}
              maxDate={period.end}
              defaultLevel="decade"
              error={errorOf(form, "dateOfBirth")}
            />
          ) : (
            <IntegerInput
              aria-label="Age"
              value={inputs.age ?? 40}
              onChange={(age) => form.replace({ ...rest, age })}
              min={0}
              max={130}
              unit="years"
              error={errorOf(form, "age")}
            />
          )}
          <Text size="xs" c="dimmed">
            {byBirthDate && resolvedAge !== null
              ? `Age ${resolvedAge} on ${formatDateOr(period.end, "")}, the last day of the tax year.`
              : `On ${formatDateOr(period.end, "")}, the last day of the tax year.`}
          </Text>
          {form.noteAt(byBirthDate ? "dateOfBirth" : "age") ?? null}
        </Stack>
      </SimpleGrid>
    </RecordSection>
  );
}
