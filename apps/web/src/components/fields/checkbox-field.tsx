import { Checkbox } from "@mantine/core";
import { getAt } from "@/lib/value-path";

interface CheckboxFieldProps {
  label: string;
  table: unknown;
  path: string;
  errors: Map<string, string>;
  onChange: (path: string, value: boolean) => void;
  /** Names an unlabelled box, e.g. in a table cell under its column header. */
  "aria-label"?: string;
}

/** A yes/no value bound to its dotted path in a JSON value (a rate table's "VAT applies"). */
export function CheckboxField(props: CheckboxFieldProps) {
  const { label, table, path, errors, onChange } = props;
  return (
    <Checkbox
      label={label || undefined}
      aria-label={props["aria-label"]}
      checked={getAt(table, path) === true}
      error={errors.get(path)}
      onChange={(event) => onChange(path, event.currentTarget.checked)}
      mt={label ? "xs" : undefined}
    />
  );
}
