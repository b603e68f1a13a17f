import { MAX_RANDS } from "@adviser-desk/finance";
import { formatMoney, formatMoneyEditText } from "@adviser-desk/format";
import { TextInput, type TextInputProps } from "@mantine/core";
import { type FocusEvent, useState } from "react";
import { parseMoney } from "@/lib/money/parse-money";

export interface MoneyInputProps
  extends Omit<TextInputProps, "value" | "defaultValue" | "onChange" | "type" | "min" | "max"> {
  /** The amount in rands. */
  value: number;
  /** Called on every keystroke that leaves a valid amount within min…max (live results). */
  onChange: (rands: number) => void;
  /** Default 0 (use a negative min for losses). */
  min?: number;
  /** Default the finance engine's limit (R100 billion). */
  max?: number;
  /** An empty field means 0 (default). When false, empty is an error ("amount missing"). */
  emptyIsZero?: boolean;
}

function rangeProblem(value: number, min: number, max: number): string | null {
  if (value < min)
    return min === 0 ? "must not be negative" : `must be at least ${formatMoney(min)}`;
  if (value > max) return `must be at most ${formatMoney(max)}`;
  return null;
}

/**
 * An amount of rands. Accepts "1 500 000", "1 500 000,50", "1,500,000", "R1 500 000.50" or
 * "1500000" (see lib/money/parse-money.ts); shows "1 500 000,50" while editing (the decimal
 * comma, as printed) and en-ZA currency ("R 1 500 000,00") when not focused. A
 * value that cannot be read is shown with its error and never passed on.
 */
export function MoneyInput({
  value,
  onChange,
  min = 0,
  max = MAX_RANDS,
  emptyIsZero = true,
  error,
  onFocus,
  onBlur,
  placeholder,
  ...props
}: MoneyInputProps) {
  // While editing (or while what was typed is wrong) the field shows the text as typed;
  // otherwise it shows the value, formatted.
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const shown = editing ?? (value === 0 && emptyIsZero ? "" : formatMoney(value));

  // The editable text goes into the field within the focus event itself, all selected, so the
  // first keystroke (or a paste) replaces it; a re-render later would move the caret instead.
  const startEditing = (input: HTMLInputElement, text: string) => {
    input.value = text;
    input.select();
    setEditing(text);
  };

  const read = (text: string) => {
    const parsed = parseMoney(text);
    if (parsed.kind === "empty") {
      setProblem(emptyIsZero ? null : "amount missing");
      if (emptyIsZero && value !== 0) onChange(0);
      return;
    }
    if (parsed.kind === "invalid") {
      setProblem(parsed.reason);
      return;
    }
    const outOfRange = rangeProblem(parsed.value, min, max);
    setProblem(outOfRange);
    if (outOfRange === null && parsed.value !== value) onChange(parsed.value);
  };

  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      placeholder={placeholder ?? formatMoney(0)}
      error={problem ?? error}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        if (editing === null) startEditing(event.currentTarget, formatMoneyEditText(value));
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
