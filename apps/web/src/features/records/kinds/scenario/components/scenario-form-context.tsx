import type { IncomeTaxInput, Problem } from "@adviser-desk/finance";
import { createContext, type ReactNode, useContext } from "react";
import type { FieldErrors } from "../../../engine/use-record-editor";

export type ScenarioInputs = IncomeTaxInput;

export interface ScenarioForm {
  inputs: ScenarioInputs;
  /** Shallow-merges into the inputs. */
  set: (patch: Partial<ScenarioInputs>) => void;
  /** Replaces the inputs (to remove a key, e.g. age when a date of birth is given). */
  replace: (next: ScenarioInputs) => void;
  /** The live calculation's problems (finance engine) and the last refused save's. */
  problems: readonly Problem[];
  fieldErrors: FieldErrors;
  /** A field's "from the profile" note by its input path, or undefined when it took nothing. */
  noteAt: (path: string) => ReactNode | undefined;
}

export const ScenarioFormContext = createContext<ScenarioForm | null>(null);

export function useScenarioForm(): ScenarioForm {
  const form = useContext(ScenarioFormContext);
  if (!form) throw new Error("useScenarioForm outside <ScenarioFormContext>");
  return form;
}

/** The message for an input path ("salary", "capitalGains.0.gain"), live or from the server. */
export function errorOf(form: ScenarioForm, path: string): string | undefined {
  return (
    form.problems.find((problem) => problem.path === path)?.message ??
    form.fieldErrors[`inputs.${path}`]
  );
}
