import type { z } from "zod";
import { AppError } from "./app-error";

const toCodeReason = (message: string) =>
  message
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Parses a request body with a contracts schema. On failure: 400 problem+json listing every
 * field problem; the code carries the first message (spec §8 shows it, dashes as spaces).
 */
export function parseBody<S extends z.ZodType>(
  area: string,
  schema: S,
  body: unknown,
): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  const first = errors[0]?.message ?? "invalid input";
  throw new AppError(400, `${area}/${toCodeReason(first) || "invalid-argument"}`, first, errors);
}
