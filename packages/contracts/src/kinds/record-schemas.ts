import { z } from "zod";
import {
  conflictProblemSchema,
  RECORD_MESSAGES,
  rateTableRefSchema,
  recordClientIdSchema,
  recordMetaShape,
  recordNameSchema,
  recordVersionSchema,
} from "../record-common";
import { sourceLinksSchema } from "../record-sources";

/** The rate tables a result was computed with. */
export const rateTablesSchema = z.array(rateTableRefSchema);

/** Values taken from other records of the client (ADR 026); absent when none were. */
export const sourcesSchema = sourceLinksSchema.optional();

const description = recordNameSchema(RECORD_MESSAGES.descriptionMissing);

/**
 * The schemas of a kind named by a description (transfer duty, home loan, investment
 * comparison): create, update, list item, full response (with the stored inputs, the result and
 * the rate tables used), list, and the 409 conflict problem.
 */
export function describedRecordSchemas<
  I extends z.ZodType,
  S extends z.ZodType,
  R extends z.ZodType,
>(inputs: I, storedInputs: S, result: R) {
  const summary = z.object({ ...recordMetaShape, description: z.string() });
  const response = summary.extend({ inputs: storedInputs, result, rateTables: rateTablesSchema });
  return {
    inputsSchema: inputs,
    storedInputsSchema: storedInputs,
    resultSchema: result,
    createSchema: z.object({
      clientId: recordClientIdSchema,
      description,
      inputs: inputs.optional(),
    }),
    updateSchema: z.object({ version: recordVersionSchema, description, inputs }),
    summarySchema: summary,
    responseSchema: response,
    listSchema: z.object({ items: z.array(summary) }),
    conflictSchema: conflictProblemSchema(response),
  };
}
