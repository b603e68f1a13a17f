import { fractionToPercent, percentToFraction } from "@adviser-desk/format";
import { NumberInput } from "@mantine/core";
import { getAt } from "@/lib/value-path";

interface NumberFieldProps {
  label: string;
  /** The field's name for a screen reader where no label is shown (a cell of a band table). */
  "aria-label"?: string;
  table: unknown;
  path: string;
  /** Problems by dotted path: the one at `path` shows under the field. */
  errors: Map<string, string>;
  onChange: (path: string, value: number | null) => void;
  /** Rates are stored as fractions and typed as percentages. */
  percent?: boolean;
  /** Allows an empty field (stored as null), e.g. the open-ended last band. */
  nullable?: boolean;
  suffix?: string;
}

/** A number bound to its dotted path in a JSON value (a rate table's figure), with its problem. */
export function NumberField(props: NumberFieldProps) {
  const { label, table, path, errors, onChange, percent = false, nullable = false } = props;
  const raw = getAt(table, path);
  const value = typeof raw === "number" ? (percent ? fractionToPercent(raw) : raw) : "";
  return (
    <NumberInput
      label={label}
      aria-label={props["aria-label"]}
      value={value}
      error={errors.get(path)}
      placeholder={nullable ? "no limit" : undefined}
      suffix={percent ? " %" : props.suffix}
      thousandSeparator=" "
      // Spec §9: the decimal comma ("27,5 %", "4,64 c/km"); a typed point is read too.
      decimalSeparator=","
      allowedDecimalSeparators={[",", "."]}
      decimalScale={percent ? 4 : 2}
      hideControls
      onChange={(next) => {
        if (next === "" || typeof next !== "number") {
          onChange(path, nullable ? null : Number.NaN);
          return;
        }
        onChange(path, percent ? percentToFraction(next) : next);
      }}
    />
  );
}
