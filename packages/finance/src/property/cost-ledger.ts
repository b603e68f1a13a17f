import type { Cents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import type { FeeLine } from "./fee-lines";
import type {
  CostEstimate,
  CostLineKey,
  TransferCostWarning,
} from "./transfer-costs-result-schema";

/** Collects the working in order: trace lines, the lines that are estimates, and warnings. */
export class CostLedger {
  readonly trace: TraceLine[] = [];
  readonly estimates: CostEstimate[] = [];
  readonly warnings: TransferCostWarning[] = [];

  /** Records a cost line and returns its cents. */
  line(key: CostLineKey, label: string, fee: FeeLine): Cents {
    this.trace.push(traceLine(label, fee.cents, fee.rule));
    if (fee.estimate !== null) this.estimates.push({ line: key, reason: fee.estimate });
    return fee.cents;
  }

  /** Records a line of working that is not itself a cost (a subtotal, a note). */
  note(label: string, cents: Cents, rule?: string): void {
    this.trace.push(traceLine(label, cents, rule));
  }

  estimate(key: CostLineKey, reason: string): void {
    this.estimates.push({ line: key, reason });
  }

  warn(warning: TransferCostWarning): void {
    this.warnings.push(warning);
  }
}
