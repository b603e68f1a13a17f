/** Chart axis ticks: 1 500 000 → "R1.5m", 250 000 → "R250k", 900 → "R900". */
export function formatAxisRands(rands: number): string {
  const abs = Math.abs(rands);
  const sign = rands < 0 ? "-" : "";
  if (abs >= 1_000_000) return `${sign}R${Number((abs / 1_000_000).toFixed(1))}m`;
  if (abs >= 1_000) return `${sign}R${Number((abs / 1_000).toFixed(0))}k`;
  return `${sign}R${Math.round(abs)}`;
}
