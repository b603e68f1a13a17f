import { SimpleGrid } from "@mantine/core";
import { MoneyInput } from "@/components/inputs/money-input";
import { PercentInput } from "@/components/inputs/percent-input";
import { numberFieldBinder } from "../lib/bind-number-field";
import classes from "./option-fields.module.css";
import type { OptionFieldsProps } from "./option-fields-props";
import { YearsInput } from "./years-input";

/** Paying more into an existing bond: the saving is the interest not paid. */
export function BondExtraFields({ option, onChange, errorAt }: OptionFieldsProps<"bond-extra">) {
  const set = (patch: Partial<typeof option>) => onChange({ ...option, ...patch });
  const bind = numberFieldBinder(option, set, errorAt);
  return (
    <SimpleGrid
      type="container"
      cols={{ base: 1, "300px": 2 }}
      spacing="sm"
      className={classes.fields}
    >
      <MoneyInput
        size="md"
        label="Bond balance"
        description="Owed today"
        {...bind("balance")}
        emptyIsZero={false}
      />
      <PercentInput size="md" label="Bond rate" description="A year" {...bind("bondRatePercent")} />
      <YearsInput
        label="Remaining term"
        months={option.remainingTermMonths}
        onChange={(remainingTermMonths) => set({ remainingTermMonths })}
        error={errorAt("remainingTermMonths")}
      />
      <MoneyInput size="md" label="Extra" description="Each month" {...bind("extraMonthly")} />
      <PercentInput
        size="md"
        label="Increase"
        description="Of the extra, yearly"
        {...bind("extraEscalationPercent")}
      />
      <MoneyInput size="md" label="Lump sum" description="Paid in now" {...bind("lumpSum")} />
    </SimpleGrid>
  );
}
