/**
 * The largest home loan validation accepts (security review §4): 600 months, a lump sum every
 * month and a rate change every month after the first. Its PDF takes tens of seconds to lay out.
 */
export function maxSizeHomeLoanInputs() {
  const month = (i: number) => {
    const d = new Date(Date.UTC(2026, i, 1));
    return d.toISOString().slice(0, 10);
  };
  return {
    loanAmount: 9_000_000,
    annualRatePercent: 12,
    termMonths: 600,
    startDate: month(0),
    lumpSums: Array.from({ length: 600 }, (_, i) => ({ date: month(i), amount: 10 })),
    rateChanges: Array.from({ length: 599 }, (_, i) => ({
      date: month(i + 1),
      annualRatePercent: 12 + (i % 7) / 10,
    })),
  };
}
