/**
 * The text a money field shows while it is being edited: digit groups and decimals a person can
 * type over, without the currency sign ("1 500 000", "1 500 000.50"); 0 shows as empty.
 */
export function moneyEditText(rands: number): string {
  if (rands === 0) return "";
  const negative = rands < 0;
  const [int = "0", cents] = Math.abs(rands).toFixed(2).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  const text = cents === "00" || cents === undefined ? grouped : `${grouped}.${cents}`;
  return negative ? `-${text}` : text;
}
