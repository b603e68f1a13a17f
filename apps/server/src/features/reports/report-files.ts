import type { RecordKind } from "@adviser-desk/contracts";
import type { BuiltReport } from "./build-report";

/** "Home loan – Thandi Nkosi – Plan A.pdf", safe for every file system. */
export function downloadName(built: BuiltReport<RecordKind>, extension: string): string {
  const { report } = built;
  const raw = `${report.title} - ${report.clientFullName} - ${report.recordName}`;
  return `${safeFileName(raw).slice(0, 150)}.${extension}`;
}

const UNSAFE = '\\/:*?"<>|';

/** Without path separators, characters Windows refuses, or control characters. */
export function safeFileName(name: string): string {
  return [...name]
    .map((ch) => (ch.charCodeAt(0) < 32 || UNSAFE.includes(ch) ? " " : ch))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/"/g, "");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
