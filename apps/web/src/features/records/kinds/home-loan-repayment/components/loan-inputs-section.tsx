import { serviceFeeAssumption } from "@adviser-desk/contracts";
import type { BondInput } from "@adviser-desk/finance";
import { SimpleGrid } from "@mantine/core";
import type { ReactNode } from "react";
import { DateField } from "@/components/inputs/date-field";
import { MoneyInput } from "@/components/inputs/money-input";
import { PercentInput } from "@/components/inputs/percent-input";
import { RecordSection } from "../../../components/record-section";
import { TermInput } from "./term-input";

export interface BondSectionProps {
  inputs: BondInput;
  onChange: (patch: Partial<BondInput>) => void;
  /** The message to show on a field, by its path in the inputs ("loanAmount", "lumpSums.0.date"). */
  errorAt: (path: string) => string | undefined;
  /** Where a field's value was taken from ("loanAmount"), or undefined. */
  noteAt?: ((path: string) => ReactNode | undefined) | undefined;
}

/** The loan itself: amount, rate, term, first instalment and the bank's monthly fee. */
export function LoanInputsSection({ inputs, onChange, errorAt, noteAt }: BondSectionProps) {
  return (
    <RecordSection title="The loan" description="What the bank lends, at what rate, for how long.">
      <MoneyInput
        size="md"
        label="Loan amount"
        description={noteAt?.("loanAmount")}
        value={inputs.loanAmount}
        onChange={(loanAmount) => onChange({ loanAmount })}
        error={errorAt("loanAmount")}
        emptyIsZero={false}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PercentInput
          size="md"
          label="Interest rate"
          description={noteAt?.("annualRatePercent") ?? "Nominal yearly rate"}
          value={inputs.annualRatePercent}
          onChange={(annualRatePercent) => onChange({ annualRatePercent })}
          error={errorAt("annualRatePercent")}
        />
        <MoneyInput
          size="md"
          label="Monthly service fee"
          description={
            serviceFeeAssumption(inputs.monthlyServiceFee) ?? "Added to every instalment"
          }
          value={inputs.monthlyServiceFee ?? 0}
          onChange={(monthlyServiceFee) => onChange({ monthlyServiceFee })}
          error={errorAt("monthlyServiceFee")}
        />
      </SimpleGrid>
      <TermInput
        termMonths={inputs.termMonths}
        onChange={(termMonths) => onChange({ termMonths })}
        error={errorAt("termMonths")}
      />
      <DateField
        label="First instalment"
        description={noteAt?.("startDate") ?? "The date of the first debit order"}
        value={inputs.startDate}
        onChange={(startDate) => onChange({ startDate })}
        error={errorAt("startDate")}
      />
    </RecordSection>
  );
}
