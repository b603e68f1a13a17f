import { SCENARIO_LINES } from "@adviser-desk/contracts/scenario-lines";
import type { PrintedSum } from "./printed-sums";

/**
 * The sums of a tax scenario's lines, by their labels, from the one list of lines: between two
 * `total` lines the lines add up to the next total; an `opens` line starts a new sum; `aside`
 * lines and rates are in no sum. `printed` says whether an optional line is on the document.
 */
export function scenarioSums(printed: (label: string) => boolean): PrintedSum[] {
  const sums: PrintedSum[] = [];
  let terms: string[] = [];
  for (const line of SCENARIO_LINES) {
    if (line.aside || line.format !== "money") continue;
    if (line.opens) terms = [line.label];
    else if (line.total) {
      sums.push({ total: line.label, terms });
      terms = [line.label];
    } else if (!line.optional || printed(line.label)) terms.push(line.label);
  }
  return sums;
}
