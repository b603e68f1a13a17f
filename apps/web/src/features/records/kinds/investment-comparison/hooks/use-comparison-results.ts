import {
  compareInvestments,
  type InvestmentComparisonInput,
  type InvestmentComparisonResult,
} from "@adviser-desk/finance";
import { useCallback, useMemo } from "react";
import { comparisonTablesOf } from "@/lib/rate-tables/comparison-tables-of";
import { useCurrentRateTables } from "@/lib/rate-tables/rate-tables-query";
import { type ResultSource, shownResult } from "../../../engine/shown-result";
import { problemAt, useLiveResult } from "../../../engine/use-live-result";
import type { RecordEditor } from "../../../engine/use-record-editor";
import { readableProblem } from "../lib/readable-problem";

export interface ComparisonResults {
  /** A locked record's snapshot, the server's result while the inputs are as saved, otherwise
   * the live result of the inputs being typed (engine/shown-result). */
  result: InvestmentComparisonResult | null;
  source: ResultSource;
  /** The live result is of older inputs: the ones shown have problems. */
  stale: boolean;
  errorAt: (path: string) => string | undefined;
  /** Problems no field shows (e.g. about the list of options itself). */
  generalProblems: string[];
}

export function useComparisonResults(
  editor: RecordEditor<"investment-comparison">,
): ComparisonResults {
  const inputs = editor.draft?.inputs;
  const current = useCurrentRateTables();
  // The stored tables, as the server saves with (ADR 016): the RA's lump sum and annuity tax.
  const compute = useCallback(
    (input: InvestmentComparisonInput) => compareInvestments(input, comparisonTablesOf(current)),
    [current],
  );
  const live = useLiveResult(compute, inputs);
  const shown = shownResult(editor.record, editor.dirty, live.result);
  const { problems } = live;
  const { fieldErrors } = editor;

  const errorAt = useMemo(
    () => (path: string) => {
      const message = problemAt(problems, path) ?? fieldErrors[`inputs.${path}`];
      return message ? readableProblem(message) : undefined;
    },
    [problems, fieldErrors],
  );

  const generalProblems = useMemo(
    () =>
      problems
        .filter((problem) => problem.path === "options" || problem.path === "")
        .map((problem) => readableProblem(`${problem.path ? "Options: " : ""}${problem.message}`)),
    [problems],
  );

  return {
    result: shown.result,
    source: shown.source,
    stale: shown.source === "live" && live.stale,
    errorAt,
    generalProblems,
  };
}
