import { RECORD_MESSAGES } from "@adviser-desk/contracts";
import type { z } from "zod";
import { type FieldProblem, recordInputError } from "./record-errors";

const hasInputs = (raw: unknown) =>
  typeof raw === "object" && raw !== null && "inputs" in raw && raw.inputs !== undefined;

/**
 * Parses a record body with its contracts schema; on failure 400 naming every field (paths as in
 * the body, e.g. "inputs.salary"). An unknown key inside inputs (a typo such as "salery") is
 * named by itself, so a mistyped amount is never silently taken as 0.
 */
export function parseRecordBody<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const body = raw ?? {};
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.flatMap((issue): FieldProblem[] => {
    const path = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        path: [...path, key].join("."),
        message: "is not a known field",
      }));
    }
    if (path.join(".") === "inputs" && issue.code === "invalid_type" && !hasInputs(body)) {
      return [{ path: "inputs", message: RECORD_MESSAGES.inputsMissing }];
    }
    return [{ path: path.join("."), message: issue.message }];
  });
  throw recordInputError(problems);
}
