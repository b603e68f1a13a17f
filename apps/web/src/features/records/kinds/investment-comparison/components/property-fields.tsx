import { Anchor, Divider, SimpleGrid, Text } from "@mantine/core";
import { MoneyInput } from "@/components/inputs/money-input";
import { PercentInput } from "@/components/inputs/percent-input";
import { numberFieldBinder } from "../lib/bind-number-field";
import { patchProperty } from "../lib/property-patch";
import { estimateTransferCosts } from "../lib/transfer-costs-estimate";
import classes from "./option-fields.module.css";
import type { OptionFieldsProps } from "./option-fields-props";
import { YearsInput } from "./years-input";

interface PropertyFieldsProps extends OptionFieldsProps<"property"> {
  /** Today (YYYY-MM-DD): the transfer-cost estimate uses today's duty table and tariff. */
  today: string;
}

/** A buy-to-let flat bought with a bond: purchase, rent, running costs, growth and sale. */
export function PropertyFields({
  option,
  onChange,
  errorAt,
  inflationPercent,
  today,
}: PropertyFieldsProps) {
  const set = (patch: Parameters<typeof patchProperty>[1]) =>
    onChange(patchProperty(option, patch, today));
  const bind = numberFieldBinder(option, set, errorAt);
  const estimate = estimateTransferCosts({
    price: option.price,
    deposit: option.deposit ?? 0,
    today,
  });
  const isEstimate = estimate !== null && option.transferCosts === estimate;

  return (
    <>
      <SimpleGrid
        type="container"
        cols={{ base: 1, "300px": 2 }}
        spacing="sm"
        className={classes.fields}
      >
        <MoneyInput size="md" label="Purchase price" {...bind("price")} emptyIsZero={false} />
        <MoneyInput size="md" label="Deposit" {...bind("deposit")} />
        <PercentInput size="md" label="Bond rate" {...bind("bondRatePercent", 10.25)} />
        <YearsInput
          label="Bond term"
          months={option.bondTermMonths ?? 240}
          onChange={(bondTermMonths) => set({ bondTermMonths })}
          error={errorAt("bondTermMonths")}
        />
      </SimpleGrid>
      <MoneyInput
        size="md"
        label="Transfer and bond costs"
        description={
          isEstimate ? (
            "Estimated: duty, conveyancing and bond registration at today's tariffs"
          ) : estimate !== null ? (
            <>
              Your figure.{" "}
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={() => set({ transferCosts: estimate })}
              >
                Use the estimate
              </Anchor>
            </>
          ) : undefined
        }
        {...bind("transferCosts")}
      />
      <Divider label="Rent and costs, a month" labelPosition="left" />
      <SimpleGrid
        type="container"
        cols={{ base: 1, "300px": 2 }}
        spacing="sm"
        className={classes.fields}
      >
        <MoneyInput size="md" label="Monthly rent" {...bind("monthlyRent")} />
        <PercentInput
          size="md"
          label="Rent increase"
          description="A year"
          {...bind("rentEscalationPercent", inflationPercent)}
        />
        <PercentInput
          size="md"
          label="Vacancy"
          description="Rent lost"
          {...bind("vacancyPercent")}
        />
        <PercentInput
          size="md"
          label="Letting agent"
          description="Of rent collected"
          {...bind("managementFeePercent")}
        />
        <MoneyInput size="md" label="Levies" {...bind("monthlyLevies")} />
        <MoneyInput size="md" label="Rates" {...bind("monthlyRates")} />
        <MoneyInput size="md" label="Insurance" {...bind("monthlyInsurance")} />
        <MoneyInput size="md" label="Maintenance" {...bind("monthlyMaintenance")} />
      </SimpleGrid>
      <Divider label="Growth and sale" labelPosition="left" />
      <SimpleGrid
        type="container"
        cols={{ base: 1, "300px": 2 }}
        spacing="sm"
        className={classes.fields}
      >
        <PercentInput
          size="md"
          label="Value growth"
          description="A year"
          {...bind("capitalGrowthPercent", inflationPercent)}
        />
        <PercentInput
          size="md"
          label="Agent on sale"
          description="Before VAT"
          {...bind("agentCommissionPercent", 5)}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Costs rise with inflation; the exit value assumes a sale at market value each year end.
      </Text>
    </>
  );
}
