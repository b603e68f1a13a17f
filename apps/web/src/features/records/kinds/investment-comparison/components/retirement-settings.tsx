import type { InvestmentComparisonInput } from "@adviser-desk/finance";
import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { IntegerInput } from "@/components/inputs/integer-input";
import { MoneyInput } from "@/components/inputs/money-input";
import { PercentInput } from "@/components/inputs/percent-input";

interface RetirementSettingsProps {
  inputs: InvestmentComparisonInput;
  onChange: (patch: Partial<InvestmentComparisonInput>) => void;
  errorAt: (path: string) => string | undefined;
  /** Where a field's value was taken from, or the offer to take it from the profile. */
  noteAt?: ((path: string) => ReactNode | undefined) | undefined;
}

/**
 * How a retirement annuity's annuity is taxed: on the income it pays each year, on the tax tables
 * at the client's retirement income (with the age rebates), never at today's marginal rate.
 */
export function RetirementSettings({ inputs, onChange, errorAt, noteAt }: RetirementSettingsProps) {
  const ra = inputs.retirementAnnuity ?? {};
  const set = (patch: Partial<NonNullable<InvestmentComparisonInput["retirementAnnuity"]>>) =>
    onChange({ retirementAnnuity: { ...ra, ...patch } });
  return (
    <Stack gap="xs" data-testid="retirement-settings">
      <Text size="sm" fw={600}>
        In retirement (retirement annuity)
      </Text>
      <Text size="xs" c="dimmed">
        Contributions are deducted up to the yearly limit; the excess is carried forward. At
        retirement one-third is taken in cash (all of it at or below the de minimis of the lump-sum
        table in force). The annuity is taxed on the income it pays each year, on the tax tables at
        the client's retirement income with the age rebates. Leave the income empty to estimate it
        as this annuity's income alone.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        <MoneyInput
          size="md"
          label="Income for the deduction limit"
          description={
            noteAt?.("retirementAnnuity.deductionIncome") ??
            "Remuneration or taxable income, the greater: 27,5\u00a0% of it is the limit"
          }
          placeholder="The cap governs"
          value={ra.deductionIncome ?? 0}
          onChange={(rands) => set({ deductionIncome: rands === 0 ? undefined : rands })}
          error={errorAt("retirementAnnuity.deductionIncome")}
        />
        <MoneyInput
          size="md"
          label="Retirement income a year"
          description="Taxable, in today's money, including the annuity"
          placeholder="Estimate: the annuity's income"
          value={ra.retirementIncome ?? 0}
          onChange={(rands) => set({ retirementIncome: rands === 0 ? undefined : rands })}
          error={errorAt("retirementAnnuity.retirementIncome")}
        />
        <IntegerInput
          size="md"
          label="Age at retirement"
          description="Rebates: 65+ secondary, 75+ tertiary"
          value={ra.ageAtRetirement ?? 65}
          onChange={(ageAtRetirement) => set({ ageAtRetirement })}
          min={55}
          max={100}
          unit="years"
          error={errorAt("retirementAnnuity.ageAtRetirement")}
        />
        <PercentInput
          size="md"
          label="Annuity income drawn"
          description={"A year, of the annuity: 2,5–17,5\u00a0%"}
          value={ra.annuityDrawdownPercent ?? 5}
          onChange={(annuityDrawdownPercent) => set({ annuityDrawdownPercent })}
          error={errorAt("retirementAnnuity.annuityDrawdownPercent")}
        />
      </SimpleGrid>
    </Stack>
  );
}
