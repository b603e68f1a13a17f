import { Badge } from "@mantine/core";
import { Tooltip } from "@/components/deferred/tooltip";
import type { ResultSource } from "../engine/shown-result";

const BADGES: Record<ResultSource, { label: string; color: string; hint: string }> = {
  live: {
    label: "Live · not saved",
    color: "orange",
    hint: "Worked out in your browser as you type. Save to keep it.",
  },
  saved: {
    label: "Saved",
    color: "teal",
    hint: "The result as saved, worked out on the server with the current rate tables.",
  },
  snapshot: {
    label: "Locked result",
    color: "yellow",
    hint: "Kept exactly as it was when the record was locked, with the rate tables used then.",
  },
};

/** Tells whether the result shown is live (unsaved), saved, or a locked record's snapshot. */
export function ResultSourceBadge({ source }: { source: ResultSource }) {
  const badge = BADGES[source];
  return (
    <Tooltip label={badge.hint} multiline w={260} withArrow>
      <Badge variant="light" color={badge.color} size="sm" radius="sm" tabIndex={0}>
        {badge.label}
      </Badge>
    </Tooltip>
  );
}
