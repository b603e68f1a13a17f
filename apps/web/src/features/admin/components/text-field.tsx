import { TextInput } from "@mantine/core";
import { getAt } from "../lib/table-path";

interface TextFieldProps {
  label: string;
  table: unknown;
  path: string;
  errors: Map<string, string>;
  onChange: (path: string, value: string) => void;
  description?: string;
  placeholder?: string;
}

/** A text figure of a rate table (id, source, dates), bound to its dotted path. */
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
