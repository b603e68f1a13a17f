import type { ClientSummaryResponse, ReportBlock } from "@adviser-desk/contracts";

/** The timeline rows a printed summary keeps (the newest); the screen shows them all. */
const PRINTED_EVENTS = 40;

/**
 * The summary as report blocks, for the record-of-advice pack: the profile (without identity
 * numbers: the pack is handed out), each kind's headline figures, and the file's history.
 */
export function summaryBlocks(summary: Omit<ClientSummaryResponse, "blocks">): ReportBlock[] {
  const profile: ReportBlock = {
    type: "facts",
    title: "Client profile",
    rows: summary.profile
      .filter((line) => !line.identity)
      .map((line, i) => ({ key: `profile${i}`, label: line.label, value: line.value })),
  };
  const figures: ReportBlock[] = summary.keyFigures.map((k) => ({
    type: "facts",
    title: `${k.heading}: ${k.recordName}`,
    rows: k.figures.map((f, i) => ({
      key: `${k.kind}${i}`,
      label: f.label,
      value: f.value,
      strong: i === 0,
      estimate: f.estimate,
    })),
  }));
  const history: ReportBlock[] =
    summary.timeline.length === 0
      ? []
      : [
          {
            type: "facts",
            title: "History of the file",
            rows: summary.timeline
              .slice(0, PRINTED_EVENTS)
              .map((e, i) => ({ key: `history${i}`, label: e.text, value: e.dateText })),
          },
        ];
  return [profile, ...figures, ...history];
}
