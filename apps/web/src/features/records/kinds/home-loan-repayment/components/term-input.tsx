import { Input, SimpleGrid } from "@mantine/core";
import { IntegerInput } from "@/components/inputs/integer-input";
import { joinTerm, MAX_TERM_YEARS, splitTerm } from "../lib/term-parts";

interface TermInputProps {
  termMonths: number;
  onChange: (termMonths: number) => void;
  error?: string;
}

/** The term as years and months (stored as months, as the finance engine takes it). */
export function TermInput({ termMonths, onChange, error }: TermInputProps) {
  const { years, months } = splitTerm(termMonths);
  return (
    <Input.Wrapper label="Term" error={error} description="Up to 50 years" size="md">
      <SimpleGrid cols={2} spacing="xs" mt={4}>
        <IntegerInput
          size="md"
          aria-label="Term years"
          value={years}
          onChange={(value) => onChange(joinTerm({ years: value, months }))}
          min={0}
          max={MAX_TERM_YEARS}
          unit={years === 1 ? "year" : "years"}
          emptyValue={0}
          error={Boolean(error)}
        />
        <IntegerInput
          size="md"
          aria-label="Term months"
          value={months}
          onChange={(value) => onChange(joinTerm({ years, months: value }))}
          min={0}
          max={11}
          unit={months === 1 ? "month" : "months"}
          emptyValue={0}
          error={Boolean(error)}
        />
      </SimpleGrid>
    </Input.Wrapper>
  );
}
