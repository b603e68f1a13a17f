import type { TaxYearTable } from "@adviser-desk/finance";
import { Stack } from "@mantine/core";
import { NumberField } from "@/components/fields/number-field";
import { TextField } from "@/components/fields/text-field";
import type { RateTableFormProps } from "../lib/table-field";
import { BandTableSection } from "./band-table-section";
import { TableSection } from "./table-section";

/** One SARS year of assessment as a form: brackets, rebates, thresholds, medical credits, other amounts. */
export function TaxYearForm({ table, errors, onField }: RateTableFormProps<TaxYearTable>) {
  const field = { table, errors, onChange: onField };
  return (
    <Stack gap="md">
      <TableSection title="Identity" cols={2}>
        <TextField
          label="Table id"
          description='e.g. "za-tax-2027@2026-02-25"'
          path="id"
          {...field}
        />
        <TextField
          label="Source"
          description="Where the figures are published"
          path="source"
          {...field}
        />
      </TableSection>

      <BandTableSection
        title="Tax brackets"
        hint="Tax = base + rate × (taxable income − from). The last bracket has no upper limit."
        noun="bracket"
        path="brackets"
        rows={table.brackets}
        columns={[
          { header: "From (R)", key: "from" },
          { header: "To (R)", key: "to", nullable: true },
          { header: "Base (R)", key: "base" },
          { header: "Rate", key: "rate", percent: true },
        ]}
        newRow={(last) => ({ from: last?.to ?? 0, to: null, base: 0, rate: last?.rate ?? 0 })}
        field={field}
      />

      <TableSection title="Rebates (R per year)">
        <NumberField label="Primary" path="rebates.primary" {...field} />
        <NumberField label="Secondary (65 and older)" path="rebates.secondary" {...field} />
        <NumberField label="Tertiary (75 and older)" path="rebates.tertiary" {...field} />
      </TableSection>

      <TableSection title="Tax thresholds (R)" hint="The income where tax equals the rebates.">
        <NumberField label="Under 65" path="thresholds.under65" {...field} />
        <NumberField label="65 to 74" path="thresholds.from65To74" {...field} />
        <NumberField label="75 and older" path="thresholds.from75" {...field} />
      </TableSection>

      <TableSection title="Medical scheme fees tax credits (R per month)">
        <NumberField label="Main member" path="medicalCredits.mainMember" {...field} />
        <NumberField label="First dependant" path="medicalCredits.firstDependant" {...field} />
        <NumberField
          label="Each additional dependant"
          path="medicalCredits.additionalDependant"
          {...field}
        />
      </TableSection>

      <TableSection title="Other amounts">
        <NumberField
          label="Interest exemption under 65 (R)"
          path="interestExemption.under65"
          {...field}
        />
        <NumberField
          label="Interest exemption 65+ (R)"
          path="interestExemption.from65"
          {...field}
        />
        <NumberField
          label="CGT annual exclusion (R)"
          path="capitalGains.annualExclusion"
          {...field}
        />
        <NumberField
          label="CGT exclusion in year of death (R)"
          path="capitalGains.deathYearExclusion"
          {...field}
        />
        <NumberField
          label="CGT primary residence exclusion (R)"
          path="capitalGains.primaryResidenceExclusion"
          {...field}
        />
        <NumberField
          label="CGT inclusion rate"
          path="capitalGains.inclusionRate"
          percent
          {...field}
        />
        <NumberField
          label="Retirement deduction rate"
          path="retirement.deductionRate"
          percent
          {...field}
        />
        <NumberField label="Retirement deduction cap (R)" path="retirement.annualCap" {...field} />
        <NumberField label="Tax-free savings: annual (R)" path="tfsa.annualLimit" {...field} />
        <NumberField label="Tax-free savings: lifetime (R)" path="tfsa.lifetimeLimit" {...field} />
        <NumberField label="Dividends tax rate" path="dividendsTaxRate" percent {...field} />
        <NumberField
          label="Prescribed travel rate"
          path="travel.prescribedRateCentsPerKm"
          suffix=" c/km"
          {...field}
        />
      </TableSection>
    </Stack>
  );
}
