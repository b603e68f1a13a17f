import { KIND_WORDS, type TimelineEvent } from "@adviser-desk/contracts";
import { formatDate } from "@adviser-desk/format";
import type { ClientRecordRow, PackHead, ReportIssueHead } from "./client-summary-queries";

const event = (
  at: Date,
  type: TimelineEvent["type"],
  text: string,
  record: TimelineEvent["record"],
  by: string | null,
  packId: string | null = null,
): TimelineEvent => ({
  type,
  at: at.toISOString(),
  dateText: formatDate(at),
  text,
  record,
  packId,
  by,
});

const packText = (pack: PackHead) =>
  pack.roaNumber === null
    ? `Record-of-advice pack issued (${pack.records.length} ${pack.records.length === 1 ? "record" : "records"})`
    : `Record of advice version ${pack.roaNumber} issued`;

const FORMAT_NAMES: Record<string, string> = {
  pdf: "PDF",
  docx: "Word",
  xlsx: "Excel",
  csv: "CSV",
};

/**
 * What happened in the client file, newest first, and which member did it: each live record's
 * creation, its last change (the timeline shows the latest change and its author; every version
 * is kept for the export) and its lock, each report of a record issued as a file, and each
 * issued pack.
 */
export function timelineOf(
  rows: ClientRecordRow[],
  packs: PackHead[],
  reports: ReportIssueHead[],
): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  for (const row of rows) {
    const name = `${KIND_WORDS[row.kind].label} “${row.name}”`;
    const ref = { kind: row.kind, id: row.id };
    events.push(event(row.createdAt, "created", `${name} created`, ref, row.createdByName));
    const lockTime = row.lockedAt?.getTime();
    const changed =
      row.version > 1 &&
      row.updatedAt.getTime() !== row.createdAt.getTime() &&
      row.updatedAt.getTime() !== lockTime;
    if (changed) {
      events.push(event(row.updatedAt, "changed", `${name} changed`, ref, row.updatedByName));
    }
    if (row.locked && row.lockedAt) {
      events.push(event(row.lockedAt, "locked", `${name} locked`, ref, row.lockedByName));
    }
  }
  for (const issue of reports) {
    const name = `${KIND_WORDS[issue.kind].label} “${issue.recordName}”`;
    const format = FORMAT_NAMES[issue.format] ?? issue.format;
    events.push(
      event(
        issue.issuedAt,
        "report-issued",
        `${name}: report issued as ${format}`,
        { kind: issue.kind, id: issue.recordId },
        issue.issuedByName,
      ),
    );
  }
  for (const pack of packs) {
    events.push(
      event(pack.issuedAt, "pack-issued", packText(pack), null, pack.issuedByName, pack.id),
    );
  }
  return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** The events after the last review; all of them when the file was never reviewed. */
export function changesSince(events: TimelineEvent[], reviewedAt: Date | null): TimelineEvent[] {
  if (!reviewedAt) return events;
  const since = reviewedAt.toISOString();
  return events.filter((e) => e.at > since);
}
