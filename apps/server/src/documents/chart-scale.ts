/** The colour of a bar that is not the chart's highlighted one, in the PDF and the Word picture. */
export const OTHER_BAR = "#8fa3c4";

/** Round axis steps: 1, 2 or 5 × a power of ten, about `count` of them. */
export function niceTicks(max: number, count = 5): number[] {
  if (max <= 0) return [0];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}
