import type { Rate } from "../core/money";
/**
 * Internal rate of return of monthly cash flows (index t = t months from the start), as a
 * monthly rate. NPV(x) = Σ f_t / (1 + x)^t is evaluated by Horner's rule in d = 1 / (1 + x);
 * the root is found by Newton's method kept inside a bisection bracket of −30% … +100% a month
 * (about −98.6% … +409 500% a year), so it always converges. With flows that change sign more
 * than once there may be several roots; this returns the one in the bracket it finds first.
 * Returns null when the NPV has the same sign at both ends (no IRR in range).
 */
export function monthlyIrr(flows: Float64Array): Rate | null {
  let low = -0.3;
  let high = 1;
  let npvLow = presentValueAt(flows, low);
  const npvHigh = presentValueAt(flows, high);
  if (!Number.isFinite(npvLow) || !Number.isFinite(npvHigh)) return null;
  if (npvLow === 0) return low;
  if (npvHigh === 0) return high;
  if (npvLow > 0 === npvHigh > 0) return null;

  let rate = 0.005;
  if (rate <= low || rate >= high) rate = (low + high) / 2;
  for (let iteration = 0; iteration < 200; iteration++) {
    const d = 1 / (1 + rate);
    let npv = 0;
    let slope = 0;
    for (let t = flows.length - 1; t >= 0; t--) {
      slope = slope * d + npv;
      npv = npv * d + (flows[t] ?? 0);
    }
    if (npv === 0) return rate;
    if (npv > 0 === npvLow > 0) {
      low = rate;
      npvLow = npv;
    } else {
      high = rate;
    }
    // dNPV/dx = P'(d) · dd/dx = slope · (−d²)
    const derivative = -slope * d * d;
    let next = derivative !== 0 ? rate - npv / derivative : Number.NaN;
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (Math.abs(next - rate) < 1e-13 || high - low < 1e-13) return next;
    rate = next;
  }
  return rate;
}

function presentValueAt(flows: Float64Array, rate: Rate): number {
  const d = 1 / (1 + rate);
  let npv = 0;
  for (let t = flows.length - 1; t >= 0; t--) npv = npv * d + (flows[t] ?? 0);
  return npv;
}

/** (1 + monthly)^12 − 1. */
export function annualise(monthlyRate: Rate): Rate {
  return (1 + monthlyRate) ** 12 - 1;
}
