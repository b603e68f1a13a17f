import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import { type FormEvent, useRef } from "react";
import type { z } from "zod";
import { HttpError } from "@/lib/http-error";
import { markShownInline, notifyError } from "@/lib/notify";

type AnySchema = z.ZodType<unknown, Record<string, unknown>>;

/** Loads a contracts schema: `() => import("@adviser-desk/contracts").then((m) => m.x)`. */
export type SchemaLoader<Schema extends AnySchema> = () => Promise<Schema>;

interface SchemaFormOptions<Schema extends AnySchema> {
  /** A stable function (module-level, or useCallback when it takes a parameter). */
  schema: SchemaLoader<Schema>;
  initialValues: z.input<Schema>;
  /** Receives the schema's output (trimmed e-mail and name), only when every field is valid. */
  onSubmit: (values: z.output<Schema>) => void;
  /** Other code the submit will need, started together with the schema (e.g. loadAuthClient). */
  warmUp?: () => unknown;
}

/**
 * A Mantine form validated by a contracts schema — the same schema the server checks
 * (STYLE rule 4) — with field errors shown inline.
 *
 * The schemas (and zod with them, 25 KB gzip) load when the person first focuses a field, not
 * with the screen, so they never delay the first paint. Spread `formProps` on the <form>.
 */
export function useSchemaForm<Schema extends AnySchema>(options: SchemaFormOptions<Schema>) {
  const { schema: loader, initialValues, onSubmit, warmUp } = options;
  const cache = useRef<{ loader: SchemaLoader<Schema>; schema: Promise<Schema> } | null>(null);

  const loadSchema = (): Promise<Schema> => {
    if (cache.current?.loader !== loader) {
      const schema = loader();
      cache.current = { loader, schema };
      schema.catch(() => {
        cache.current = null;
      });
    }
    return cache.current.schema;
  };

  const form = useForm<z.input<Schema>>({
    mode: "uncontrolled",
    initialValues,
    validate: async (values): Promise<FormErrors> => {
      try {
        return await schemaResolver(await loadSchema())(values);
      } catch (error) {
        // The schema's code could not be loaded: say so, and keep the form from submitting.
        notifyError(error);
        return { schema: "not loaded" };
      }
    },
  });

  const formElement = useRef<HTMLFormElement | null>(null);
  const submit = form.onSubmit(
    async (values) => {
      const schema = await loadSchema();
      onSubmit(schema.parse(values));
    },
    () => {
      // Show the first problem: focus its field (which scrolls to it), or scroll to a message
      // about a group of fields.
      window.requestAnimationFrame(() => {
        const first = formElement.current?.querySelector<HTMLElement>(
          '[aria-invalid="true"], [data-group-error]',
        );
        if (first?.matches("input, textarea, select")) first.focus();
        else first?.scrollIntoView({ block: "center", behavior: "smooth" });
      });
    },
  );

  const formProps = {
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      formElement.current = event.currentTarget;
      submit(event);
    },
    onFocus: () => {
      loadSchema().catch(() => undefined);
      warmUp?.();
    },
  };

  return { form, formProps };
}

/**
 * The field problems of a 400 answer (problem+json `errors`, dotted paths like
 * "contactPerson.firstName") as form errors, or null when the error carries none. The server
 * checks with the same schema, so this is for the rare rule only it can check.
 */
export function fieldErrorsOf(error: unknown): FormErrors | null {
  if (!(error instanceof HttpError) || error.fieldProblems.length === 0) return null;
  return Object.fromEntries(error.fieldProblems.map((problem) => [problem.path, problem.message]));
}

/**
 * Puts a failed call's field problems under their fields; true when there were some. The error is
 * then shown in place, not repeated in a toast.
 */
export function showFieldErrors(
  form: { setErrors: (errors: FormErrors) => void },
  error: unknown,
): boolean {
  const fieldErrors = fieldErrorsOf(error);
  if (fieldErrors === null) return false;
  form.setErrors(fieldErrors);
  markShownInline(error);
  return true;
}
