import { formatMoney, formatMoneyEditText } from "@adviser-desk/format";
import { TextInput } from "@mantine/core";
import { useState } from "react";
import { parseMoney } from "@/lib/money/parse-money";

/** An amount of rands that may be left empty ("not given"), unlike the calculators' amounts. */
export function OptionalMoneyInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (rands: number | null) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = editing ?? (value === null ? "" : formatMoney(value));
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="Not given"
      value={shown}
      error={problem}
      onFocus={() => setEditing(value === null ? "" : formatMoneyEditText(value))}
      onBlur={() => {
        if (problem === null) setEditing(null);
      }}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setEditing(text);
        const parsed = parseMoney(text);
        if (parsed.kind === "empty") {
          setProblem(null);
          onChange(null);
        } else if (parsed.kind === "invalid") {
          setProblem(parsed.reason);
        } else {
          setProblem(null);
          onChange(parsed.value);
        }
      }}
    />
  );
}
