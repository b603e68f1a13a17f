import {
  calculateTransferCosts,
  FinanceInputError,
  roundRands,
  transferCostTablesFor,
} from "@adviser-desk/finance";

/**
 * Transfer duty + conveyancing + bond registration for a buy-to-let purchase bought today with a
 * bond of price − deposit: the finance package's estimate with its built-in tables (an estimate
 * the adviser can overwrite). Null when the figures cannot be priced (no price yet).
 */
export function estimateTransferCosts(args: {
  price: number;
  deposit: number;
  today: string;
}): number | null {
  const { price, deposit, today } = args;
  if (!(price > 0)) return null;
  try {
    const result = calculateTransferCosts(
      {
        purchasePrice: price,
        bondAmount: Math.max(0, price - deposit),
        acquisitionDate: today,
      },
      transferCostTablesFor(today),
    );
    return roundRands(result.totalCosts);
  } catch (error) {
    if (error instanceof FinanceInputError) return null;
    throw error;
  }
}
