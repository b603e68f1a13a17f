import { TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

interface FormDateFieldProps<V> {
  form: UseFormReturnType<V>;
  /** The form value holding the date as YYYY-MM-DD ("" when blank). */
  path: keyof V & string;
  label: string;
  description?: string;
}

/**
 * A calendar date of a Mantine form, bound by its path: the browser's date picker, the value as
 * YYYY-MM-DD and the form's error for it. Shared by every form that keeps a date (the client's
 * date of birth, the adviser's review and service dates).
 */
export function FormDateField<V>({ form, path, label, description }: FormDateFieldProps<V>) {
  return (
    <TextInput
      label={label}
      type="date"
      description={description}
      key={form.key(path)}
      {...form.getInputProps(path)}
    />
  );
}
