import {
  type AffordableLoanResult,
  affordableLoanForInstalment,
  type Problem,
  type TermForInstalmentResult,
  termForInstalment,
} from "@adviser-desk/finance";
import { attempt, type Outcome } from "./compute-home-loan";

/** What each input of the solvers is called on screen, for messages built from a problem path. */
const FIELD_NAMES: Record<string, string> = {
  instalment: "The instalment",
  loanAmount: "The loan amount",
  annualRatePercent: "The interest rate",
  termMonths: "The term",
  monthlyServiceFee: "The service fee",
};

/**
 * A finance problem as a sentence: {path: "instalment", message: "must be more than …"} →
 * "The instalment must be more than …." The engine's messages start with the verb on purpose.
 */
export function friendlyProblem(problem: Problem): string {
  const subject = FIELD_NAMES[problem.path] ?? "This value";
  const text = `${subject} ${problem.message}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The solvers' outcome: a result, or one message to show in place of it. */
export type SolverOutcome<R> = { ok: true; value: R } | { ok: false; message: string };

function toSolverOutcome<R>(outcome: Outcome<R>): SolverOutcome<R> {
  if (outcome.ok) return outcome;
  const [first] = outcome.problems;
  return { ok: false, message: first ? friendlyProblem(first) : "These figures do not work." };
}

export interface AffordableLoanQuery {
  instalment: number | null;
  annualRatePercent: number;
  termMonths: number;
  monthlyServiceFee: number;
}

/** The largest loan an instalment repays (null until an instalment is entered). */
export function solveAffordableLoan(
  query: AffordableLoanQuery,
): SolverOutcome<AffordableLoanResult> | null {
  const { instalment, ...loan } = query;
  if (instalment === null) return null;
  return toSolverOutcome(attempt(() => affordableLoanForInstalment({ instalment, ...loan })));
}

export interface TermQuery {
  instalment: number | null;
  loanAmount: number;
  annualRatePercent: number;
  monthlyServiceFee: number;
}

/** How long the loan takes with a given instalment (null until an instalment is entered). */
export function solveTerm(query: TermQuery): SolverOutcome<TermForInstalmentResult> | null {
  const { instalment, ...loan } = query;
  if (instalment === null) return null;
  return toSolverOutcome(attempt(() => termForInstalment({ instalment, ...loan })));
}
