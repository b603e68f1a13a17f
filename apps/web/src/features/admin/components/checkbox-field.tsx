import { Checkbox } from "@mantine/core";
import { getAt } from "../lib/table-path";

interface CheckboxFieldProps {
  label: string;
  table: unknown;
  path: string;
  errors: Map<string, string>;
  onChange: (path: string, value: boolean) => void;
  /** Names an unlabelled box, e.g. in a table cell under its column header. */
  "aria-label"?: string;
}

/** A yes/no figure of a rate table (an estimate flag, "VAT applies"), bound to its dotted path. */
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
