import { codeOfMessage } from "@adviser-desk/contracts/reason-of-code";
import type { z } from "zod";
import { AppError } from "./app-error";

/**
 * Parses a request body with a contracts schema. On failure: 400 problem+json listing every
 * field problem; the code carries the first message when it reads back unchanged from the code
 * (spec §8 shows a code's reason, dashes as spaces), else the message is the detail alone.
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
  throw new AppError(400, codeOfMessage(area, first), first, errors);
}
