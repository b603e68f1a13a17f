import type { InvestmentOptionInput, PropertyOption } from "@adviser-desk/finance";
import { estimateTransferCosts } from "./transfer-costs-estimate";

type PropertyInput = Extract<InvestmentOptionInput, { kind: "property" }>;

/**
 * Applies an edit to a buy-to-let option. While the transfer costs are still the estimate for
 * the old price and deposit (or empty), a new price or deposit re-estimates them; once the
 * adviser has typed their own figure it is left alone.
 */
export function patchProperty(
  option: PropertyInput,
  patch: Partial<Omit<PropertyOption, "kind">>,
  today: string,
): PropertyInput {
  const next: PropertyInput = { ...option, ...patch };
  const pricing = "price" in patch || "deposit" in patch;
  if (!pricing || "transferCosts" in patch) return next;
  const before = estimateTransferCosts({
    price: option.price,
    deposit: option.deposit ?? 0,
    today,
  });
  const untouched = option.transferCosts === undefined || option.transferCosts === before;
  if (!untouched) return next;
  const after = estimateTransferCosts({ price: next.price, deposit: next.deposit ?? 0, today });
  if (after === null) {
    const { transferCosts: _dropped, ...rest } = next;
    return rest;
  }
  return { ...next, transferCosts: after };
}
