import { Input, SegmentedControl, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { MoneyInput } from "@/components/inputs/money-input";

interface KnownAmountInputProps {
  label: string;
  description?: ReactNode;
  /** undefined = not known; 0 = nothing (a different answer). */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  error?: string;
  knownLabel?: string;
}

/**
 * An amount the adviser may not know yet. "Not known" and "R 0" are different answers (nothing
 * was paid changes the tax), so the choice is explicit and an empty field is never read as 0.
 */
export function KnownAmountInput({
  label,
  description,
  value,
  onChange,
  error,
  knownLabel = "Amount paid",
}: KnownAmountInputProps) {
  // Input.Wrapper gives the label and description the same look as every other field.
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={value === undefined ? error : undefined}
    >
      <Stack gap={6} mt={4}>
        <SegmentedControl
          aria-label={label}
          size="xs"
          value={value === undefined ? "unknown" : "known"}
          onChange={(choice) => onChange(choice === "known" ? 0 : undefined)}
          data={[
            { value: "unknown", label: "Not known" },
            { value: "known", label: knownLabel },
          ]}
        />
        {value !== undefined ? (
          <MoneyInput
            aria-label={`${label}: amount`}
            value={value}
            emptyIsZero={false}
            onChange={onChange}
            error={error}
          />
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
