import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import { type FormEvent, useRef } from "react";
import type { z } from "zod";
import { notifyError } from "@/lib/notify";

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
 * A Mantine form validated by a contracts schema — the same schema the server checks (STYLE rule
 * 4) — with field errors shown inline.
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

  const submit = form.onSubmit(async (values) => {
    const schema = await loadSchema();
    onSubmit(schema.parse(values));
  });

  const formProps = {
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => submit(event),
    onFocus: () => {
      loadSchema().catch(() => undefined);
      warmUp?.();
    },
  };

  return { form, formProps };
}
