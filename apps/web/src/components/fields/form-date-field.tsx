import { TextInput } from "@mantine/core";
import { type FieldForm, FormField } from "./form-field";

interface FormDateFieldProps {
  form: FieldForm;
  /** The form value holding the date as YYYY-MM-DD ("" when blank). */
  path: string;
  label: string;
  description?: string;
}

/**
 * A calendar date of a Mantine form, bound by its path: the browser's date picker, the value as
 * YYYY-MM-DD and the form's error for it. Shared by every form that keeps a date (the client's
 * date of birth, the adviser's review and service dates).
 */
export function FormDateField({ form, path, label, description }: FormDateFieldProps) {
  return (
    <FormField
      component={TextInput}
      boundTo={form}
      path={path}
      type="date"
      label={label}
      description={description}
    />
  );
}
