import {
  formatTakenValue,
  linkedValue,
  SOURCE_KIND_NOUNS,
  type SourceLink,
} from "@adviser-desk/contracts/record-source-rules";
import type { SourceStatus } from "@adviser-desk/contracts/record-sources";
import { Anchor, Button, Text } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";
import { Link } from "react-router";
import { recordPath } from "../engine/record-paths";
import type { RecordKind } from "../engine/record-types";
import { ProfileSourceNote } from "./profile-source-note";

export interface SourceNoteProps {
  /** The kind of the record the field belongs to (how the value reads). */
  kind: RecordKind;
  target: string;
  /** The link in the draft. */
  link: SourceLink;
  /** How the saved link stands now (absent until read, or while the link is not saved yet). */
  status: SourceStatus | undefined;
  readOnly: boolean;
  onRefresh: (status: SourceStatus) => void;
}

/**
 * Says where a field's value was taken from ("Taken from the transfer duty calculation “Erf 12”"),
 * links to it, and when the source was saved since, shows its new value with Refresh — never on a
 * locked record, which keeps what it took.
 */
export function SourceNote(props: SourceNoteProps) {
  const { link } = props;
  if (link.kind === "client") return <ProfileSourceNote {...props} />;
  return <RecordSourceNote {...props} link={{ ...link, kind: link.kind }} />;
}

/** A value taken from another record of the client. */
function RecordSourceNote({
  kind,
  target,
  link,
  status,
  readOnly,
  onRefresh,
}: SourceNoteProps & { link: SourceLink & { kind: RecordKind } }) {
  const name = status?.name;
  const year = status?.taxYear ? `, ${status.taxYear}` : "";
  // Saved since but the value is the same: nothing to refresh, the field is still right.
  const changed =
    status?.changed &&
    status.currentVersion !== link.version &&
    status.refreshedValue !== null &&
    status.refreshedValue !== (linkedValue(kind, target, link) ?? null);
  return (
    <Text component="span" size="xs" c="teal.9" data-source-note={target}>
      <IconLink size={12} style={{ verticalAlign: -2 }} aria-hidden /> Taken from the{" "}
      {SOURCE_KIND_NOUNS[link.kind]}{" "}
      {name === null ? (
        "that was since deleted; the value stays as taken"
      ) : (
        <Anchor component={Link} to={recordPath(link.kind, link.id)} size="xs" fw={600}>
          {name === undefined ? "(open)" : `“${name}”${year}`}
        </Anchor>
      )}
      {changed && status?.refreshedValue != null ? (
        <>
          {" "}
          · changed since: now {formatTakenValue(kind, target, status.refreshedValue)}
          {readOnly ? (
            " (this record is locked and keeps the value it took)"
          ) : (
            <>
              {" "}
              <Button
                size="compact-xs"
                variant="light"
                color="teal"
                onClick={() => onRefresh(status)}
                aria-label={`Refresh from “${name ?? ""}”`}
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
