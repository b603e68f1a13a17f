import { TextInput } from "@mantine/core";
import { getAt } from "@/lib/value-path";

interface TextFieldProps {
  label: string;
  table: unknown;
  path: string;
  errors: Map<string, string>;
  onChange: (path: string, value: string) => void;
  description?: string;
  placeholder?: string;
}

/**
 * A text value bound to its dotted path in a JSON value (a rate table's id, source, dates), with
 * the problem found at that path. Shared so any feature's form of nested data can bind one.
 */
export function TextField(props: TextFieldProps) {
  const { label, table, path, errors, onChange, description, placeholder } = props;
  const value = getAt(table, path);
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={placeholder}
      value={typeof value === "string" ? value : ""}
      error={errors.get(path)}
      onChange={(event) => onChange(path, event.currentTarget.value)}
    />
  );
}
