// The app loads Mantine's styles per component; the timeline's come with it.
import "@mantine/core/styles/Timeline.css";
import type { TimelineEvent } from "@adviser-desk/contracts";
import { Button, Text, Timeline } from "@mantine/core";
import {
  IconFileCertificate,
  IconFileDownload,
  IconLock,
  IconPencil,
  IconPlus,
} from "@tabler/icons-react";
import { useState } from "react";

const ICONS = {
  created: IconPlus,
  changed: IconPencil,
  locked: IconLock,
  "report-issued": IconFileDownload,
  "pack-issued": IconFileCertificate,
} as const;

/** Events newest first; long histories show the first `initial` until asked for all. */
export function FileTimeline({
  events,
  initial = 8,
  label,
}: {
  events: TimelineEvent[];
  initial?: number;
  label: string;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? events : events.slice(0, initial);
  return (
    <>
      <Timeline bulletSize={22} lineWidth={2} role="group" aria-label={label}>
        {shown.map((e) => {
          const Icon = ICONS[e.type];
          return (
            <Timeline.Item
              key={`${e.type}-${e.record?.id ?? e.packId}-${e.at}-${e.text}`}
              bullet={<Icon size={12} />}
              title={<Text size="sm">{e.text}</Text>}
            >
              <Text size="xs" c="dimmed">
                {e.by ? `${e.dateText} · ${e.by}` : e.dateText}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
      {events.length > initial ? (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll((v) => !v)}>
          {all ? "Show fewer" : `Show all ${events.length}`}
        </Button>
      ) : null}
    </>
  );
}
