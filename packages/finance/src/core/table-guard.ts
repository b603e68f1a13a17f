import { FinanceInputError, type Problem } from "./errors";

/**
 * Builds an assertion that a rate table given to a calculator is valid, throwing FinanceInputError
 * with paths prefixed by `path` (default `defaultPath`) (so an undefined table or a broken band is the engine's own input
 * error, never a TypeError deep inside). Validation costs more than a calculation, so each table
 * object is checked once, by identity: tables are immutable values (built-in ones are frozen; an
 * imported table must not be edited after its first use — make a new object instead).
 */
export function tableGuard(
  validate: (table: unknown) => Problem[],
  defaultPath: string,
): (table: unknown, path?: string) => void {
  const checked = new WeakSet<object>();
  return (table, path = defaultPath) => {
    if (typeof table === "object" && table !== null && checked.has(table)) return;
    const problems = validate(table);
    if (problems.length > 0) {
      throw new FinanceInputError(
        problems.map((problem) => ({
          path: problem.path === "" ? path : `${path}.${problem.path}`,
          message: problem.message,
        })),
      );
    }
    if (typeof table === "object" && table !== null) checked.add(table);
  };
}
