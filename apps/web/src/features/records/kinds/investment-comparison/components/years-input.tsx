import { IntegerInput } from "@/components/inputs/integer-input";

interface YearsInputProps {
  label: string;
  /** The term in months, as the engine keeps it. */
  months: number;
  onChange: (months: number) => void;
  error?: string;
}

/**
 * A bond term typed in whole years (kept in months). A term saved in months that are not whole
 * years (through the API) says so until it is retyped.
 */
export function YearsInput({ label, months, onChange, error }: YearsInputProps) {
  const years = Math.round(months / 12);
  return (
    <IntegerInput
      size="md"
      label={label}
      description={months % 12 === 0 ? undefined : `Now ${months} months`}
      value={years}
      onChange={(value) => onChange(value * 12)}
      min={1}
      max={50}
      unit={years === 1 ? "year" : "years"}
      error={error}
    />
  );
}
