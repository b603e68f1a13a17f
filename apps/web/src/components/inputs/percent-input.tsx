import { fractionToPercent, percentToFraction } from "@adviser-desk/format";
import { NumberInput, type NumberInputProps } from "@mantine/core";

export interface PercentInputProps
  extends Omit<NumberInputProps, "value" | "defaultValue" | "onChange" | "suffix"> {
  /** The rate as a percentage (11.75 means 11.75%), or as a fraction with `fraction`. */
  value: number;
  /** Called with each valid value typed; an empty field is not passed on. */
  onChange: (value: number) => void;
  /** The value is a fraction (0.1175) while the field shows 11.75 %. */
  fraction?: boolean;
}

/**
 * A percentage: "11,75" or "11.75" typed, shown "11,75 %" (the decimal comma, spec §9). Defaults to 0–100 with up to four
 * decimals; the finance engine takes percentages (annualRatePercent, growthPercent) while the
 * company's inflation and growth are fractions (pass `fraction`).
 */
export function PercentInput({
  value,
  onChange,
  fraction = false,
  min = 0,
  max = 100,
  decimalScale = 4,
  ...props
}: PercentInputProps) {
  return (
    <NumberInput
      {...props}
      value={fraction ? fractionToPercent(value) : value}
      onChange={(next) => {
        const percent = typeof next === "number" ? next : Number.parseFloat(next.replace(",", "."));
        if (!Number.isFinite(percent)) return;
        onChange(fraction ? percentToFraction(percent) : percent);
      }}
      min={min}
      max={max}
      decimalScale={decimalScale}
      decimalSeparator=","
      allowedDecimalSeparators={[",", "."]}
      suffix=" %"
      hideControls
      inputMode="decimal"
      clampBehavior="strict"
    />
  );
}
