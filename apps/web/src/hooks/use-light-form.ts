import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import type { z } from "zod";

type AnySchema = z.ZodType<Record<string, string>, Record<string, string>>;

interface LightFormOptions<Schema extends AnySchema> {
  /** Loads a contracts schema, e.g. `() => import("@adviser-desk/contracts").then((m) => m.x)`. */
  schema: () => Promise<Schema>;
  initialValues: z.input<Schema>;
  /** Receives the schema's output, only when every field is valid. */
  onSubmit: (values: z.output<Schema>) => void;
  /** The schema's code could not be loaded (offline): the form does not submit. */
  onSchemaError: (error: unknown) => void;
  /** Other code the submit will need, started together with the schema (e.g. loadAuthClient). */
  warmUp?: () => unknown;
}

/**
 * A small form of text fields validated by a contracts schema — the schema the server checks
 * (STYLE rule 4) — for the signed-out pages, which would otherwise load a form library for two
 * fields. As with useSchemaForm: the schema (and zod) loads on the first focus, a field's error
 * shows under it after a submit and goes when the field changes, and the first invalid field
 * gets focus.
 */
export function useLightForm<Schema extends AnySchema>(options: LightFormOptions<Schema>) {
  const { schema: load, initialValues, onSubmit, onSchemaError, warmUp } = options;
  const [values, setValues] = useState<Record<string, string>>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const schema = useRef<Promise<Schema> | null>(null);
  const element = useRef<HTMLFormElement | null>(null);

  const loadSchema = () => {
    if (!schema.current) {
      schema.current = load();
      schema.current.catch(() => {
        schema.current = null;
      });
    }
    return schema.current;
  };

  const field = (name: keyof z.input<Schema> & string) => ({
    name,
    value: values[name] ?? "",
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  const submit = async (form: HTMLFormElement) => {
    let parsed: ReturnType<Schema["safeParse"]>;
    try {
      parsed = (await loadSchema()).safeParse(values) as ReturnType<Schema["safeParse"]>;
    } catch (error) {
      onSchemaError(error);
      return;
    }
    if (parsed.success) {
      setErrors({});
      onSubmit(parsed.data as z.output<Schema>);
      return;
    }
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
    setErrors(found);
    window.requestAnimationFrame(() => {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const formProps = {
    noValidate: true,
    ref: element,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit(event.currentTarget);
    },
    onFocus: () => {
      loadSchema().catch(() => undefined);
      warmUp?.();
    },
  };

  return { field, formProps };
}
