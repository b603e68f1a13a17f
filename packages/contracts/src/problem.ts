import { z } from "zod";

/** RFC 9457 problem details, with our `code` of the form `area/reason`. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/),
  /** Field-level problems for validation failures: dotted path → message. */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export { reasonOfCode } from "./reason-of-code";
