/**
 * Rands for messages and trace labels, independent of the runtime's locale: "R1 234 567.89",
 * cents shown only when not whole ("R46 000").
 */
export function formatRands(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const [whole = "0", cents = "00"] = Math.abs(amount).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `${sign}R${grouped}${cents === "00" ? "" : `.${cents}`}`;
}
