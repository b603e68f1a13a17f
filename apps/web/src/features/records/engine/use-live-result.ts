import { FinanceInputError, type Problem } from "@adviser-desk/finance";
import { useMemo, useRef } from "react";

export interface LiveResult<R> {
  /** The result of the inputs shown, or the last one that could be computed. */
  result: R | null;
  /** Why the inputs shown cannot be computed (empty when they can): dotted path → message. */
  problems: readonly Problem[];
  /** True when `result` is of older inputs (the current ones have problems). */
  stale: boolean;
}

/**
 * Runs a finance calculator on the inputs in the browser, in the same render as the keystroke
 * (no network), memoised by the inputs' identity. Invalid inputs keep the last good result and
 * report the calculator's problems (FinanceInputError) so the screen can show them by field.
 * `compute` must be stable (a module function, or wrapped in useCallback).
 */
export function useLiveResult<I, R>(
  compute: (inputs: I) => R,
  inputs: I | undefined,
): LiveResult<R> {
  const lastGood = useRef<R | null>(null);
  const outcome = useMemo(() => {
    if (inputs === undefined) return { result: null, problems: [] as Problem[] };
    try {
      return { result: compute(inputs), problems: [] as Problem[] };
    } catch (error) {
      if (error instanceof FinanceInputError) return { result: null, problems: error.problems };
      throw error;
    }
  }, [compute, inputs]);
  if (outcome.result !== null) lastGood.current = outcome.result;
  return {
    result: outcome.result ?? lastGood.current,
    problems: outcome.problems,
    stale: outcome.result === null && lastGood.current !== null,
  };
}

/** The message of the first problem at `path` ("salary", "capitalGains.0.gain"), if any. */
export function problemAt(problems: readonly Problem[], path: string): string | undefined {
  return problems.find((problem) => problem.path === path)?.message;
}
