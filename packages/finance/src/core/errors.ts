import type { z } from "zod";

/** One thing wrong with an input or a rate table: where (a dotted path) and why. */
export interface Problem {
  path: string;
  message: string;
}

/**
 * Thrown by every calculator for invalid input. `field` names the first offending field as a
 * dotted path (e.g. "options.1.lumpSum"); `problems` lists all of them.
 */
export class FinanceInputError extends Error {
  readonly code = "finance/invalid-input";
  readonly field: string;
  readonly problems: Problem[];

  constructor(problems: Problem[]) {
    const first = problems[0] ?? { path: "", message: "invalid input" };
    super(first.path ? `${first.path}: ${first.message}` : first.message);
    this.name = "FinanceInputError";
    this.field = first.path;
    this.problems = problems;
  }
}

export function problemsFromZod(error: z.ZodError): Problem[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
}

/** Parses input with a schema, throwing FinanceInputError (never returning NaN-bearing data). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new FinanceInputError(problemsFromZod(parsed.error));
  return parsed.data;
}
