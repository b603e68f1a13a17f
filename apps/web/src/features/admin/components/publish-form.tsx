import type { RateTableKind, RateTablePreviewResponse } from "@adviser-desk/contracts";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { usePublishRateTable } from "../api/rate-tables";
import { ChangeList } from "./change-list";

interface PublishFormProps {
  kind: RateTableKind;
  /** A preview of exactly the table to publish (valid). */
  preview: RateTablePreviewResponse;
  onPublished: (version: number) => void;
}

/** The diff against the current version, a source note, and the publish button. */
export function PublishForm({ kind, preview, onPublished }: PublishFormProps) {
  const publish = usePublishRateTable();
  const [note, setNote] = useState("");
  const next = (preview.current?.version ?? 0) + 1;
  return (
    <Stack gap="md">
      <ChangeList changes={preview.changes} isNew={preview.current === null} />
      <TextInput
        label="Source note"
        description="Where these figures come from, e.g. “SARS Budget 2027, Annexure C”"
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        withAsterisk
      />
      <Group justify="flex-end">
        <Button
          disabled={!preview.valid || note.trim().length < 3}
          loading={publish.isPending}
          onClick={() =>
            publish.mutate(
              {
                kind,
                table: preview.table,
                note,
                basedOnVersion: preview.current?.version ?? null,
              },
              {
                onSuccess: (version) => onPublished(version.version),
              },
            )
          }
        >
          Publish version {next}
        </Button>
      </Group>
    </Stack>
  );
}
