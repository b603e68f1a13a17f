import { TAX_REFUND_CHOICE_LABELS, TAX_REFUND_CHOICES } from "@adviser-desk/finance";
import { formatCentsInText, formatPercent } from "@adviser-desk/format";
import { NativeSelect, SimpleGrid } from "@mantine/core";
import { MoneyInput } from "@/components/inputs/money-input";
import { PercentInput } from "@/components/inputs/percent-input";
import { numberFieldBinder } from "../lib/bind-number-field";
import {
  isTfsaExcessChoice,
  TFSA_EXCESS_EFFECTS,
  TFSA_EXCESS_OPTIONS,
  WRAPPER_OPTIONS,
} from "../lib/option-display";
import classes from "./option-fields.module.css";
import type { OptionFieldsProps } from "./option-fields-props";

type Wrapper = "discretionary" | "tfsa" | "retirement-annuity" | "endowment";
const isWrapper = (value: string | null): value is Wrapper =>
  WRAPPER_OPTIONS.some((option) => option.value === value);

const REFUND_OPTIONS = TAX_REFUND_CHOICES.map((value) => ({
  value,
  label: TAX_REFUND_CHOICE_LABELS[value],
}));
const isRefundChoice = (value: string): value is (typeof TAX_REFUND_CHOICES)[number] =>
  (TAX_REFUND_CHOICES as readonly string[]).includes(value);
/** What each choice does to the results, shown under the control. */
const REFUND_EFFECTS = {
  reinvest: "In a unit trust beside the RA, taxed as such",
  spend: "Counted as cash received, at its buying power; it earns nothing",
} as const;

/** A fund in a tax wrapper: what goes in, how it grows, what it costs. */
export function MarketFields({ option, onChange, errorAt, noteAt }: OptionFieldsProps<"market">) {
  const set = (patch: Partial<typeof option>) => onChange({ ...option, ...patch });
  const bind = numberFieldBinder(option, set, errorAt);
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
        <MoneyInput size="md" label="Lump sum" description="Invested now" {...bind("lumpSum")} />
        <MoneyInput
          size="md"
          label="Monthly"
          description={noteAt?.("monthlyContribution") ?? "Each month"}
          {...bind("monthlyContribution")}
        />
        <PercentInput
          size="md"
          label="Increase"
          description="Of the monthly, yearly"
          {...bind("contributionEscalationPercent")}
        />
        <PercentInput
          size="md"
          label="Growth"
          description="Before fees, a year"
          {...bind("growthPercent", 8)}
        />
        <PercentInput size="md" label="Fees" description="A year" {...bind("annualFeePercent")} />
        <PercentInput
          size="md"
          label="Income yield"
          description="Part of the growth"
          {...bind("incomeYieldPercent")}
        />
        {wrapper === "discretionary" ? (
          <>
            <PercentInput
              size="md"
              label="Of which local dividends"
              description={`${formatPercent(20)} dividends tax, no income tax`}
              {...bind("dividendYieldPercent")}
            />
            <PercentInput
              size="md"
              label="Of which REITs"
              description="Taxed as income, no interest exemption; the rest is interest"
              {...bind("reitYieldPercent")}
            />
          </>
        ) : null}
      </SimpleGrid>
      {wrapper === "tfsa" ? (
        <>
          <MoneyInput
            size="md"
            label="Already in tax-free accounts"
            description={
              noteAt?.("tfsaPriorContributions") ??
              `Counts towards the ${formatCentsInText(50_000_000)} lifetime limit`
            }
            {...bind("tfsaPriorContributions")}
          />
          <MoneyInput
            size="md"
            label="Of which this tax year"
            description={noteAt?.("tfsaPriorThisTaxYear") ?? "Uses the first year's annual limit"}
            {...bind("tfsaPriorThisTaxYear")}
          />
          <NativeSelect
            size="md"
            label="Contributions above the limits"
            description={TFSA_EXCESS_EFFECTS[option.tfsaExcessTo ?? "unit-trust"]}
            data={TFSA_EXCESS_OPTIONS}
            value={option.tfsaExcessTo ?? "unit-trust"}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isTfsaExcessChoice(value)) set({ tfsaExcessTo: value });
            }}
          />
        </>
      ) : null}
      {wrapper === "retirement-annuity" ? (
        <NativeSelect
          size="md"
          label="The yearly tax refund"
          description={REFUND_EFFECTS[option.taxRefund ?? "reinvest"]}
          data={REFUND_OPTIONS}
          value={option.taxRefund ?? "reinvest"}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isRefundChoice(value)) set({ taxRefund: value });
          }}
        />
      ) : null}
    </>
  );
}
