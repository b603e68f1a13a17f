import type { InvestmentOptionInput } from "@adviser-desk/finance";
import type { ReactNode } from "react";

/** What each kind's fields receive: the option, a way to change it, and field messages. */
export interface OptionFieldsProps<K extends InvestmentOptionInput["kind"]> {
  option: Extract<InvestmentOptionInput, { kind: K }>;
  onChange: (option: Extract<InvestmentOptionInput, { kind: K }>) => void;
  /** The message for one of this option's fields ("monthlyContribution"). */
  errorAt: (field: string) => string | undefined;
  /** The comparison's inflation: the default of escalations and property growth. */
  inflationPercent: number;
  /** Where a field's value was taken from ("monthlyContribution"), or undefined. */
  noteAt?: ((field: string) => ReactNode | undefined) | undefined;
}
