import { type RateTableKind, validateRateTable } from "@adviser-desk/contracts";
import { useMemo, useState } from "react";
import { setAt } from "@/lib/value-path";

/**
 * An edited copy of a rate table, checked live by the finance package's validator on every
 * change (the same check the server makes before publishing).
 */
export function useTableDraft<T>(kind: RateTableKind, initial: T) {
  const [draft, setDraft] = useState<T>(initial);
  const problems = useMemo(() => validateRateTable(kind, draft), [kind, draft]);
  const errors = useMemo(() => {
    const byPath = new Map<string, string>();
    for (const problem of problems)
      if (!byPath.has(problem.path)) byPath.set(problem.path, problem.message);
    return byPath;
  }, [problems]);
  return {
    draft,
    problems,
    errors,
    /** Whether a field was changed since the table was opened (every change makes a new draft). */
    edited: draft !== initial,
    setField: (path: string, value: unknown) => setDraft((current) => setAt(current, path, value)),
  };
}
