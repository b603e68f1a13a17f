import { formatPercent } from "@adviser-desk/format";
import { Button, Collapse, Divider, Group, Stack, Text } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useState } from "react";
import { RecordSection } from "../../../components/record-section";
import { FieldGrid } from "./field-grid";
import { CountField, FlagField, MoneyField } from "./scenario-fields";
import { useScenarioForm } from "./scenario-form-context";

function Subheading({ children }: { children: string }) {
  return (
    <Divider
      label={
        <Text size="xs" fw={600} c="gray.7" tt="uppercase" style={{ letterSpacing: "0.04em" }}>
          {children}
        </Text>
      }
      labelPosition="left"
    />
  );
}

/** Employment, travel, investment and other income for the year (annual rands). */
export function IncomeSection() {
  const { inputs } = useScenarioForm();
  const travelUsed =
    (inputs.travelAllowance ?? 0) > 0 ||
    (inputs.totalKilometres ?? 0) > 0 ||
    (inputs.travelActualCosts ?? 0) > 0;
  const [travelOpen, setTravelOpen] = useState(travelUsed);

  return (
    <RecordSection title="Income" description="Amounts for the whole tax year.">
      <Stack gap="md">
        <Subheading>Employment</Subheading>
        <FieldGrid>
          <MoneyField name="salary" label="Salary" />
          <MoneyField name="bonus" label="Bonus" />
          <MoneyField name="commission" label="Commission" />
          <MoneyField
            name="fringeBenefits"
            label="Fringe benefits"
            description="Taxable value, e.g. company car"
          />
        </FieldGrid>

        {/* The button sits beside the rule, not inside it: a separator holds no controls. */}
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            color="navy"
            onClick={() => setTravelOpen((open) => !open)}
            aria-expanded={travelOpen}
            aria-controls="travel-fields"
            rightSection={
              <IconChevronDown
                size={14}
                style={{ transform: travelOpen ? "rotate(180deg)" : undefined }}
              />
            }
          >
            Travel allowance and vehicle
          </Button>
          <Divider style={{ flex: 1 }} />
        </Group>
        <Collapse expanded={travelOpen} id="travel-fields">
          <Stack gap="md">
            <FieldGrid>
              <MoneyField name="travelAllowance" label="Travel allowance received" />
              <MoneyField
                name="travelActualCosts"
                label="Actual vehicle costs"
                description="With a logbook: fuel, maintenance, finance…"
              />
              <CountField
                name="businessKilometres"
                label="Business kilometres"
                min={0}
                max={1_000_000}
                fallback={0}
                unit="km"
              />
              <CountField
                name="totalKilometres"
                label="Total kilometres"
                min={0}
                max={1_000_000}
                fallback={0}
                unit="km"
              />
              <MoneyField
                name="vehicleValue"
                label="Vehicle value (incl. VAT)"
                description="For the SARS deemed cost table"
              />
            </FieldGrid>
            <FlagField
              name="travelMostlyBusiness"
              label={`At least ${formatPercent(80)} business use`}
              description={`PAYE on ${formatPercent(20)} of the allowance instead of ${formatPercent(80)}`}
            />
          </Stack>
        </Collapse>

        <Subheading>Investments</Subheading>
        <FieldGrid>
          <MoneyField name="localInterest" label="Local interest" />
          <MoneyField name="foreignInterest" label="Foreign interest" />
          <MoneyField name="localDividends" label="Local dividends" />
          <MoneyField name="foreignDividends" label="Foreign dividends" />
        </FieldGrid>

        <Subheading>Other income</Subheading>
        <FieldGrid>
          <MoneyField
            name="netRentalIncome"
            label="Net rental income"
            description="A loss as a negative amount"
            allowNegative
          />
          <MoneyField
            name="businessProfit"
            label="Business profit"
            description="A loss as a negative amount"
            allowNegative
          />
          <MoneyField
            name="annuityIncome"
            label="Annuities and pensions"
            description="From retirement funds"
          />
          <MoneyField name="otherIncome" label="Other income" />
        </FieldGrid>
      </Stack>
    </RecordSection>
  );
}
