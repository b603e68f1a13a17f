import type { InvestmentComparisonInputs } from "@adviser-desk/contracts";
import { COMPARISON_DEFAULTS } from "@adviser-desk/finance";
import { formatCentsInText, formatPercent } from "@adviser-desk/format";
import { Anchor, Collapse, SimpleGrid, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { IntegerInput } from "@/components/inputs/integer-input";
import { MoneyInput } from "@/components/inputs/money-input";
import { PercentInput } from "@/components/inputs/percent-input";
import { RecordSection } from "../../../components/record-section";
import { MarginalRateSource } from "./marginal-rate-source";
import { RetirementSettings } from "./retirement-settings";

interface ComparisonSettingsSectionProps {
  inputs: InvestmentComparisonInputs;
  onChange: (patch: Partial<InvestmentComparisonInputs>) => void;
  errorAt: (path: string) => string | undefined;
  /** The company's default inflation as a percentage, for the hint. */
  companyInflationPercent: number | null;
  /** Where a field's value was taken from ("marginalTaxRate"), or undefined. */
  noteAt?: ((path: string) => ReactNode | undefined) | undefined;
  /** The client, whose tax scenarios the marginal rate can be taken from. */
  clientId?: string | undefined;
}

/** Horizon, inflation and the client's tax: what every option is measured by. */
export function ComparisonSettingsSection({
  inputs,
  onChange,
  errorAt,
  companyInflationPercent,
  noteAt,
  clientId,
}: ComparisonSettingsSectionProps) {
  const [advanced, setAdvanced] = useState(false);
  const inflation = inputs.inflationPercent ?? 5;
  const hasRa = inputs.options.some(
    (option) => option.kind === "market" && option.wrapper === "retirement-annuity",
  );
  return (
    <RecordSection
      title="Assumptions"
      description="The period, inflation and the client's tax rate apply to every option."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <IntegerInput
          size="md"
          label="Horizon"
          description="1 to 60 years"
          value={inputs.horizonYears}
          onChange={(horizonYears) => onChange({ horizonYears })}
          min={1}
          max={60}
          unit={inputs.horizonYears === 1 ? "year" : "years"}
          error={errorAt("horizonYears")}
        />
        <PercentInput
          size="md"
          label="Inflation"
          description={
            companyInflationPercent === null
              ? "Deflates values to today's money"
              : `Your company's default is ${formatPercent(companyInflationPercent)}`
          }
          value={inflation}
          onChange={(inflationPercent) => onChange({ inflationPercent })}
          error={errorAt("inflationPercent")}
        />
        <Stack gap={6}>
          <PercentInput
            size="md"
            label="Marginal tax rate"
            description={
              noteAt?.("marginalTaxRate") ??
              inputs.marginalTaxRateSource ??
              "Entered by the adviser (18–45\u00a0%)"
            }
            fraction
            max={45}
            value={inputs.marginalTaxRate ?? 0.31}
            onChange={(marginalTaxRate) =>
              onChange({ marginalTaxRate, marginalTaxRateSource: "Entered by the adviser" })
            }
            error={errorAt("marginalTaxRate")}
          />
          <MarginalRateSource clientId={clientId} sources={inputs.sources} onChange={onChange} />
        </Stack>
      </SimpleGrid>
      {hasRa ? (
        <RetirementSettings inputs={inputs} onChange={onChange} errorAt={errorAt} noteAt={noteAt} />
      ) : null}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setAdvanced((open) => !open)}
        aria-expanded={advanced}
        style={{ alignSelf: "flex-start" }}
      >
        {advanced ? "Hide the tax limits" : "Tax limits and rates (2027 tax year)"}
      </Anchor>
      <Collapse expanded={advanced}>
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            The 2027 figures were Budget 2026 proposals: change them if the law differs.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <PercentInput
              size="md"
              label="CGT inclusion rate"
              fraction
              value={inputs.cgt?.inclusionRate ?? 0.4}
              onChange={(inclusionRate) => onChange({ cgt: { ...inputs.cgt, inclusionRate } })}
              error={errorAt("cgt.inclusionRate")}
            />
            <MoneyInput
              size="md"
              label="CGT annual exclusion"
              value={inputs.cgt?.annualExclusion ?? COMPARISON_DEFAULTS.cgtAnnualExclusion}
              onChange={(annualExclusion) => onChange({ cgt: { ...inputs.cgt, annualExclusion } })}
              error={errorAt("cgt.annualExclusion")}
            />
            <MoneyInput
              size="md"
              label="TFSA yearly limit"
              value={inputs.tfsa?.annualLimit ?? COMPARISON_DEFAULTS.tfsaAnnualLimit}
              onChange={(annualLimit) => onChange({ tfsa: { ...inputs.tfsa, annualLimit } })}
              error={errorAt("tfsa.annualLimit")}
            />
            <MoneyInput
              size="md"
              label="TFSA lifetime limit"
              value={inputs.tfsa?.lifetimeLimit ?? COMPARISON_DEFAULTS.tfsaLifetimeLimit}
              onChange={(lifetimeLimit) => onChange({ tfsa: { ...inputs.tfsa, lifetimeLimit } })}
              error={errorAt("tfsa.lifetimeLimit")}
            />
            <MoneyInput
              size="md"
              label="Interest exemption still available"
              description={`A year, per unit trust: ${formatCentsInText(2_380_000)} under 65, ${formatCentsInText(3_450_000)} from 65, less other interest`}
              value={inputs.interestExemptionAvailable ?? 0}
              onChange={(interestExemptionAvailable) => onChange({ interestExemptionAvailable })}
              error={errorAt("interestExemptionAvailable")}
            />
            <MoneyInput
              size="md"
              label="RA deduction cap a year"
              value={
                inputs.retirementAnnuity?.annualDeductionCap ??
                COMPARISON_DEFAULTS.raAnnualDeductionCap
              }
              onChange={(annualDeductionCap) =>
                onChange({ retirementAnnuity: { ...inputs.retirementAnnuity, annualDeductionCap } })
              }
              error={errorAt("retirementAnnuity.annualDeductionCap")}
            />
            <PercentInput
              size="md"
              label="Endowment tax on income"
              fraction
              value={inputs.endowment?.incomeTaxRate ?? 0.3}
              onChange={(incomeTaxRate) =>
                onChange({ endowment: { ...inputs.endowment, incomeTaxRate } })
              }
              error={errorAt("endowment.incomeTaxRate")}
            />
            <PercentInput
              size="md"
              label="Endowment tax on gains"
              fraction
              value={inputs.endowment?.capitalGainsRate ?? 0.12}
              onChange={(capitalGainsRate) =>
                onChange({ endowment: { ...inputs.endowment, capitalGainsRate } })
              }
              error={errorAt("endowment.capitalGainsRate")}
            />
          </SimpleGrid>
        </Stack>
      </Collapse>
    </RecordSection>
  );
}
