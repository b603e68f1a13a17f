import { NativeSelect, SimpleGrid, Switch } from "@mantine/core";
import { MoneyInput } from "@/components/records/money-input";
import { PercentInput } from "@/components/records/percent-input";
import { WRAPPER_OPTIONS } from "../lib/option-display";
import classes from "./option-fields.module.css";
import type { OptionFieldsProps } from "./option-fields-props";

type Wrapper = "discretionary" | "tfsa" | "retirement-annuity" | "endowment";
const isWrapper = (value: string | null): value is Wrapper =>
  WRAPPER_OPTIONS.some((option) => option.value === value);

/** A fund in a tax wrapper: what goes in, how it grows, what it costs. */
export function MarketFields({ option, onChange, errorAt }: OptionFieldsProps<"market">) {
  const set = (patch: Partial<typeof option>) => onChange({ ...option, ...patch });
  const wrapper = option.wrapper ?? "discretionary";
  return (
    <>
      <NativeSelect
        size="md"
        label="Tax wrapper"
        data={WRAPPER_OPTIONS}
        value={wrapper}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isWrapper(value)) set({ wrapper: value });
        }}
      />
      <SimpleGrid
        type="container"
        cols={{ base: 1, "300px": 2 }}
        spacing="sm"
        className={classes.fields}
      >
        <MoneyInput
          size="md"
          label="Lump sum"
          description="Invested now"
          value={option.lumpSum ?? 0}
          onChange={(lumpSum) => set({ lumpSum })}
          error={errorAt("lumpSum")}
        />
        <MoneyInput
          size="md"
          label="Monthly"
          description="Each month"
          value={option.monthlyContribution ?? 0}
          onChange={(monthlyContribution) => set({ monthlyContribution })}
          error={errorAt("monthlyContribution")}
        />
        <PercentInput
          size="md"
          label="Increase"
          description="Of the monthly, yearly"
          value={option.contributionEscalationPercent ?? 0}
          onChange={(contributionEscalationPercent) => set({ contributionEscalationPercent })}
          error={errorAt("contributionEscalationPercent")}
        />
        <PercentInput
          size="md"
          label="Growth"
          description="Before fees, a year"
          value={option.growthPercent ?? 8}
          onChange={(growthPercent) => set({ growthPercent })}
          error={errorAt("growthPercent")}
        />
        <PercentInput
          size="md"
          label="Fees"
          description="A year"
          value={option.annualFeePercent ?? 0}
          onChange={(annualFeePercent) => set({ annualFeePercent })}
          error={errorAt("annualFeePercent")}
        />
        <PercentInput
          size="md"
          label="Income yield"
          description="Part of the growth"
          value={option.incomeYieldPercent ?? 0}
          onChange={(incomeYieldPercent) => set({ incomeYieldPercent })}
          error={errorAt("incomeYieldPercent")}
        />
      </SimpleGrid>
      {wrapper === "tfsa" ? (
        <MoneyInput
          size="md"
          label="Already in tax-free accounts"
          description="Counts towards the R500 000 lifetime limit"
          value={option.tfsaPriorContributions ?? 0}
          onChange={(tfsaPriorContributions) => set({ tfsaPriorContributions })}
          error={errorAt("tfsaPriorContributions")}
        />
      ) : null}
      {wrapper === "retirement-annuity" ? (
        <Switch
          label="Reinvest the tax saving"
          description="Otherwise the yearly refund is spent"
          checked={option.reinvestTaxSaving ?? false}
          onChange={(event) => set({ reinvestTaxSaving: event.currentTarget.checked })}
        />
      ) : null}
    </>
  );
}
