import { Stack, Text } from "@mantine/core";
import { RecordSection } from "../../../components/record-section";
import { FieldGrid } from "./field-grid";
import { CountField, FlagField, MoneyField } from "./scenario-fields";

/** Medical scheme membership and fees, out-of-pocket expenses and disability (s6A, s6B). */
export function MedicalSection({ age }: { age: number | null }) {
  return (
    <RecordSection title="Medical">
      <Stack gap="md">
        <FieldGrid>
          <CountField
            name="medicalSchemeMembers"
            label="Members on the scheme"
            description="Including the main member (0 = no scheme)"
            min={0}
            max={30}
            fallback={0}
          />
          <CountField
            name="medicalSchemeMonths"
            label="Months with scheme fees paid"
            min={0}
            max={12}
            fallback={12}
          />
          <MoneyField
            name="medicalSchemeFees"
            label="Scheme fees paid"
            description="Including employer contributions taxed as a fringe benefit"
          />
          <MoneyField
            name="medicalExpenses"
            label="Out-of-pocket medical expenses"
            description="Qualifying, not recovered from the scheme"
          />
        </FieldGrid>
        <FlagField
          name="disability"
          label="The person, spouse or a child has a disability"
          description="s6B(3)(b): the more generous additional credit"
        />
        <Text size="xs" c="dimmed">
          {age !== null && age >= 65
            ? `Age ${age}: the 65-or-older additional credit applies.`
            : "At 65 or older the 65-or-older additional credit applies (from the age above)."}
        </Text>
      </Stack>
    </RecordSection>
  );
}
