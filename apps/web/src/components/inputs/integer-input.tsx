import { formatWhole } from "@adviser-desk/format";
import { TextInput, type TextInputProps } from "@mantine/core";
import { type FocusEvent, type ReactNode, useState } from "react";

export interface IntegerInputProps
  extends Omit<TextInputProps, "value" | "defaultValue" | "onChange" | "type" | "min" | "max"> {
  value: number;
  /** Called on each keystroke that leaves a whole number within min…max. */
  onChange: (value: number) => void;
  min: number;
  max: number;
  /** Shown after the number when not editing: "km", "years". */
  unit?: string;
  /** What an empty field means (e.g. 0 members); without it, empty is an error. */
  emptyValue?: number;
  rightSection?: ReactNode;
}

/**
 * A whole number (age, members, months, kilometres), shown with digit groups when not focused
 * ("12 500 km", ADR 035); while editing the bare digits, and a typed space or comma is ignored. Lighter than Mantine's NumberInput, which the record screens'
 * bundle budget cannot afford for a few counters.
 */
export function IntegerInput({
  value,
  onChange,
  min,
  max,
  unit,
  emptyValue,
  error,
  onFocus,
  onBlur,
  ...props
}: IntegerInputProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = editing ?? `${formatWhole(value)}${unit ? `\u00a0${unit}` : ""}`;

  const read = (text: string) => {
    const digits = text.replace(/[\s,]/g, "");
    if (digits === "") {
      if (emptyValue === undefined) {
        setProblem("a number is needed");
        return;
      }
      setProblem(null);
      if (value !== emptyValue) onChange(emptyValue);
      return;
    }
    if (!/^\d+$/.test(digits)) {
      setProblem("enter a whole number");
      return;
    }
    const next = Number(digits);
    if (next < min || next > max) {
      setProblem(`must be ${formatWhole(min)} to ${formatWhole(max)}`);
      return;
    }
    setProblem(null);
    if (next !== value) onChange(next);
  };

  return (
    <TextInput
      {...props}
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      error={problem ?? error}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        if (editing === null) {
          // As MoneyInput: the editable text, all selected, within the focus event.
          const input = event.currentTarget;
          input.value = String(value);
          input.select();
          setEditing(input.value);
        }
        onFocus?.(event);
      }}
      onChange={(event) => {
        setEditing(event.currentTarget.value);
        read(event.currentTarget.value);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (problem === null) setEditing(null);
        onBlur?.(event);
      }}
    />
  );
}
