import type { BondResult } from "@adviser-desk/finance";
import { useMemo } from "react";
import { type ResultSource, shownResult } from "../../../engine/shown-result";
import { problemAt, useLiveResult } from "../../../engine/use-live-result";
import type { RecordEditor } from "../../../engine/use-record-editor";
import {
  type BalancePoint,
  balanceSeries,
  computeHomeLoan,
  hasExtras,
} from "../lib/compute-home-loan";
import { readableProblem } from "../lib/readable-problem";

export interface HomeLoanResults {
  /** What the screen shows: a locked record's snapshot, the server's result while the inputs are
   * as saved, otherwise the live result of the inputs being typed (engine/shown-result). */
  result: BondResult | null;
  source: ResultSource;
  /** The live result is of older inputs: the ones shown have problems. */
  stale: boolean;
  balances: BalancePoint[];
  withExtras: boolean;
  /** The message for a field, by its path in the inputs ("lumpSums.0.date"). */
  errorAt: (path: string) => string | undefined;
  hasProblems: boolean;
}

export function useHomeLoanResults(editor: RecordEditor<"home-loan-repayment">): HomeLoanResults {
  const inputs = editor.draft?.inputs;
  const live = useLiveResult(computeHomeLoan, inputs);
  const shown = shownResult(editor.record, editor.dirty, live.result?.result ?? null);
  const { result } = shown;
  const plain = live.result?.plain ?? null;
  const loanAmount = inputs?.loanAmount ?? 0;

  const balances = useMemo(
    () => (result && plain ? balanceSeries(loanAmount, result, plain) : []),
    [result, plain, loanAmount],
  );

  const { problems } = live;
  const { fieldErrors } = editor;
  const errorAt = useMemo(
    () => (path: string) => {
      const message = problemAt(problems, path) ?? fieldErrors[`inputs.${path}`];
      return message ? readableProblem(message) : undefined;
    },
    [problems, fieldErrors],
  );

  return {
    result,
    source: shown.source,
    stale: shown.source === "live" && live.stale,
    balances,
    withExtras: inputs ? hasExtras(inputs) : false,
    errorAt,
    hasProblems: problems.length > 0,
  };
}
