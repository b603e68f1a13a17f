import { formatDateOr } from "@adviser-desk/format";
import { TextInput } from "@mantine/core";
import type { DateInputProps } from "@mantine/dates";
import { lazy, type ReactNode, Suspense } from "react";

const DateInputLoaded = lazy(() =>
  import("./date-input-loaded").then((m) => ({ default: m.DateInputLoaded })),
);

export interface DateFieldProps {
  label?: ReactNode;
  "aria-label"?: string;
  description?: ReactNode;
  /** YYYY-MM-DD, or null when empty. */
  value: string | null;
  onChange: (value: string) => void;
  error?: ReactNode;
  minDate?: string;
  maxDate?: string;
  defaultLevel?: DateInputProps["defaultLevel"];
}

/**
 * A date as YYYY-MM-DD with @mantine/dates' DateInput (typed or picked, shown "05 June 2026").
 * The picker and dayjs load on first use: until then a plain field shows the same value.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const fallback = (
    <TextInput
      label={props.label}
      aria-label={props["aria-label"]}
      description={props.description}
      error={props.error}
      value={value ? formatDateOr(value, "") : ""}
      size="md"
      readOnly
    />
  );
  return (
    <Suspense fallback={fallback}>
      <DateInputLoaded
        {...props}
        value={value}
        onChange={(next) => {
          if (next) onChange(next);
        }}
        valueFormat="DD MMMM YYYY"
        size="md"
      />
    </Suspense>
  );
}
