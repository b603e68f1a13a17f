import { CheckboxField } from "@/components/fields/checkbox-field";
import { TextField } from "@/components/fields/text-field";
import type { TableFieldBinding } from "../lib/table-field";

interface SourcedFieldsProps {
  /** The part's dotted path ("vat", "deedsOffice"), or "" for the tariff itself. */
  prefix: string;
  field: TableFieldBinding;
}

/** What every part of a tariff states: when it took effect, where it is published, if it is an estimate. */
export function SourcedFields({ prefix, field }: SourcedFieldsProps) {
  const at = (key: string) => (prefix === "" ? key : `${prefix}.${key}`);
  return (
    <>
      <TextField
        label="Effective from"
        placeholder="YYYY-MM-DD"
        path={at("effectiveFrom")}
        {...field}
      />
      <TextField
        label="Source"
        placeholder="Where the figures are published"
        path={at("source")}
        {...field}
      />
      <CheckboxField label="Some figures are estimates" path={at("estimate")} {...field} />
    </>
  );
}
