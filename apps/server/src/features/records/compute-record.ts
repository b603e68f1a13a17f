import type { RecordKind } from "@adviser-desk/contracts";
import { FinanceInputError } from "@adviser-desk/finance";
import type { RateTableStore } from "#server/features/rate-tables";
import { recordInputError } from "./record-errors";
import type { Computed, InputsOf, NamesOf, RecordKindDefinition } from "./record-kind";

/**
 * Computes a record's result on the server with the newest rate tables. Bad inputs become a 400
 * naming the body's field; a problem with a rate table itself stays a server error.
 */
export async function computeRecord<K extends RecordKind>(
  kind: RecordKindDefinition<K>,
  tables: RateTableStore,
  args: { inputs: InputsOf<K>; names: NamesOf<K> },
): Promise<Computed<K>> {
  try {
    return await kind.compute({ ...args, tables });
  } catch (error) {
    if (!(error instanceof FinanceInputError)) throw error;
    const problems = error.problems.map((problem) => ({
      path: kind.bodyPathOf(problem.path),
      message: problem.message,
    }));
    if (problems.some((problem) => problem.path === null)) throw error;
    throw recordInputError(
      problems.map((problem) => ({ path: problem.path ?? "", message: problem.message })),
    );
  }
}
