import { Anchor, Divider, SimpleGrid, Text } from "@mantine/core";
import { MoneyInput } from "@/components/records/money-input";
import { PercentInput } from "@/components/records/percent-input";
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
        <MoneyInput
          size="md"
          label="Purchase price"
          value={option.price}
          onChange={(price) => set({ price })}
          error={errorAt("price")}
          emptyIsZero={false}
        />
        <MoneyInput
          size="md"
          label="Deposit"
          value={option.deposit ?? 0}
          onChange={(deposit) => set({ deposit })}
          error={errorAt("deposit")}
        />
        <PercentInput
          size="md"
          label="Bond rate"
          value={option.bondRatePercent ?? 10.25}
          onChange={(bondRatePercent) => set({ bondRatePercent })}
          error={errorAt("bondRatePercent")}
        />
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
        value={option.transferCosts ?? 0}
        onChange={(transferCosts) => set({ transferCosts })}
        error={errorAt("transferCosts")}
      />
      <Divider label="Rent and costs, a month" labelPosition="left" />
      <SimpleGrid
        type="container"
        cols={{ base: 1, "300px": 2 }}
        spacing="sm"
        className={classes.fields}
      >
        <MoneyInput
          size="md"
          label="Monthly rent"
          value={option.monthlyRent}
          onChange={(monthlyRent) => set({ monthlyRent })}
          error={errorAt("monthlyRent")}
        />
        <PercentInput
          size="md"
          label="Rent increase"
          description="A year"
          value={option.rentEscalationPercent ?? inflationPercent}
          onChange={(rentEscalationPercent) => set({ rentEscalationPercent })}
          error={errorAt("rentEscalationPercent")}
        />
        <PercentInput
          size="md"
          label="Vacancy"
          description="Rent lost"
          value={option.vacancyPercent ?? 0}
          onChange={(vacancyPercent) => set({ vacancyPercent })}
          error={errorAt("vacancyPercent")}
        />
        <PercentInput
          size="md"
          label="Letting agent"
          description="Of rent collected"
          value={option.managementFeePercent ?? 0}
          onChange={(managementFeePercent) => set({ managementFeePercent })}
          error={errorAt("managementFeePercent")}
        />
        <MoneyInput
          size="md"
          label="Levies"
          value={option.monthlyLevies ?? 0}
          onChange={(monthlyLevies) => set({ monthlyLevies })}
          error={errorAt("monthlyLevies")}
        />
        <MoneyInput
          size="md"
          label="Rates"
          value={option.monthlyRates ?? 0}
          onChange={(monthlyRates) => set({ monthlyRates })}
          error={errorAt("monthlyRates")}
        />
        <MoneyInput
          size="md"
          label="Insurance"
          value={option.monthlyInsurance ?? 0}
          onChange={(monthlyInsurance) => set({ monthlyInsurance })}
          error={errorAt("monthlyInsurance")}
        />
        <MoneyInput
          size="md"
          label="Maintenance"
          value={option.monthlyMaintenance ?? 0}
          onChange={(monthlyMaintenance) => set({ monthlyMaintenance })}
          error={errorAt("monthlyMaintenance")}
        />
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
          value={option.capitalGrowthPercent ?? inflationPercent}
          onChange={(capitalGrowthPercent) => set({ capitalGrowthPercent })}
          error={errorAt("capitalGrowthPercent")}
        />
        <PercentInput
          size="md"
          label="Agent on sale"
          description="Before VAT"
          value={option.agentCommissionPercent ?? 5}
          onChange={(agentCommissionPercent) => set({ agentCommissionPercent })}
          error={errorAt("agentCommissionPercent")}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Costs rise with inflation; the exit value assumes a sale at market value each year end.
      </Text>
    </>
  );
}
