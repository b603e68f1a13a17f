/**
 * One line of working, in order, so screens and reports can show how a figure was reached.
 * `amount` is in rands (rounded to the cent); `rule` cites the law or the convention applied,
 * e.g. "s6(2)(a) primary rebate".
 */
export interface TraceLine {
  label: string;
  amount: number;
  rule?: string;
}
