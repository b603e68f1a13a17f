import type { GetInputPropsReturnType } from "@mantine/form";
import type { ComponentType } from "react";

/** The part of a Mantine form a field binds to, whatever the form's values. */
export interface FieldForm {
  key: (path: string) => string;
  getInputProps: (
    path: string,
    options?: { type?: "input" | "checkbox" },
  ) => GetInputPropsReturnType;
}

type BoundProps = "value" | "defaultValue" | "checked" | "defaultChecked" | "error";

type FormFieldProps<P> = Omit<P, BoundProps | "component" | "boundTo" | "path" | "checkbox"> & {
  /** The input drawn: TextInput, PasswordInput, Select, Checkbox, … */
  component: ComponentType<P>;
  /** The form whose value the input shows and changes. */
  boundTo: FieldForm;
  /** The value's dotted path in the form ("address.city"). */
  path: string;
  /** Binds `checked` instead of `value` (a Checkbox, a Switch). */
  checkbox?: boolean;
};

/**
 * An input bound to its form once: the path is named once for the key (an uncontrolled field is
 * drawn again when the form resets its values) and for the value, change and error. A prop given
 * here that the binding also sets (an `onChange` that converts the value) wins.
 */
export function FormField<P extends object>(props: FormFieldProps<P>) {
  const { component: Input, boundTo: form, path, checkbox = false, ...rest } = props;
  const bound = form.getInputProps(path, checkbox ? { type: "checkbox" } : undefined);
  return <Input key={form.key(path)} {...(bound as P)} {...(rest as P)} />;
}
