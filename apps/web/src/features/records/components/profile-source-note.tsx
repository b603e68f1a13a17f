import {
  formatTakenValue,
  linkedValue,
  missingSentence,
  notRefreshableReason,
  type SourceLink,
} from "@adviser-desk/contracts/record-source-rules";
import type { SourceStatus } from "@adviser-desk/contracts/record-sources";
import { Anchor, Button, Text } from "@mantine/core";
import { IconUser } from "@tabler/icons-react";
import { Link } from "react-router";
import { clientPath } from "@/lib/paths";
import type { RecordKind } from "../engine/record-types";

export interface ProfileSourceNoteProps {
  kind: RecordKind;
  target: string;
  /** The link in the draft: to the client's profile (kind "client", id the client's). */
  link: SourceLink;
  status: SourceStatus | undefined;
  readOnly: boolean;
  onRefresh: (status: SourceStatus) => void;
}

/**
 * A value taken from the client's profile: "From the profile", or — when the profile held none —
 * what was used instead, in words; when the profile was changed since to another value, the new
 * value with Refresh (never on a locked record).
 */
export function ProfileSourceNote({
  kind,
  target,
  link,
  status,
  readOnly,
  onRefresh,
}: ProfileSourceNoteProps) {
  const gone = status !== undefined && status.name === null;
  const changed =
    status?.changed === true &&
    status.currentVersion !== link.version &&
    status.currentValue !== link.value;
  const now = status?.currentValue ?? null;
  const nowWords =
    now === null
      ? "none in the profile"
      : formatTakenValue(kind, target, linkedValue(kind, target, { value: now }) ?? now);
  const profile = (
    <Anchor component={Link} to={clientPath(link.id)} size="xs" fw={600}>
      the profile
    </Anchor>
  );
  return (
    <Text component="span" size="xs" c="teal.9" data-source-note={target}>
      <IconUser size={12} style={{ verticalAlign: -2 }} aria-hidden />{" "}
      {link.value === null ? (
        <>
          {missingSentence(kind, target)} (from {profile})
        </>
      ) : (
        <>From {profile}</>
      )}
      {gone ? " · the client was since deleted; the value stays as taken" : null}
      {changed && status ? (
        <>
          {" "}
          · the profile changed since: now {nowWords}
          {readOnly ? (
            " (this record is locked and keeps the value it took)"
          ) : notRefreshableReason(kind, target) !== null ? (
            `: ${notRefreshableReason(kind, target)}`
          ) : (
            <>
              {" "}
              <Button
                size="compact-xs"
                variant="light"
                color="teal"
                onClick={() => onRefresh(status)}
                aria-label="Refresh from the profile"
              >
                Refresh
              </Button>
            </>
          )}
        </>
      ) : null}
    </Text>
  );
}
