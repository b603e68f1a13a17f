import { formatDecimal, formatWhole } from "@adviser-desk/format";

/** "12 pages · 64 KB" */
export function packSizeText(pages: number, bytes: number): string {
  const size =
    bytes < 1024 * 1024
      ? `${formatWhole(Math.max(1, Math.round(bytes / 1024)))}\u00a0KB`
      : `${formatDecimal(bytes / (1024 * 1024), 1)}\u00a0MB`;
  return `${formatWhole(pages)} ${pages === 1 ? "page" : "pages"} · ${size}`;
}
