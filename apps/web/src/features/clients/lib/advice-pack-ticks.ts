import type { SummaryRecord } from "@adviser-desk/contracts";
import { formatDecimal, formatWhole } from "@adviser-desk/format";

/** Locked records are the advice given: ticked when the dialog opens; drafts are left to choose. */
export function defaultTicks(records: readonly SummaryRecord[]): string[] {
  return records.filter((r) => r.locked).map((r) => r.id);
}

/** The ticked ids in the order the dialog lists the records (the pack prints them in that order). */
export function tickedInOrder(
  records: readonly SummaryRecord[],
  ticked: readonly string[],
): string[] {
  const chosen = new Set(ticked);
  return records.filter((r) => chosen.has(r.id)).map((r) => r.id);
}

/** "12 pages · 64 KB" */
export function packSizeText(pages: number, bytes: number): string {
  const size =
    bytes < 1024 * 1024
      ? `${formatWhole(Math.max(1, Math.round(bytes / 1024)))}\u00a0KB`
      : `${formatDecimal(bytes / (1024 * 1024), 1)}\u00a0MB`;
  return `${formatWhole(pages)} ${pages === 1 ? "page" : "pages"} · ${size}`;
}
