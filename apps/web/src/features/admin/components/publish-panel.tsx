import type { RateTableKind, RateTablePreviewResponse } from "@adviser-desk/contracts";
import { Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { usePreviewRateTable } from "../api/rate-tables";
import { PublishForm } from "./publish-form";

interface PublishPanelProps {
  kind: RateTableKind;
  table: unknown;
  /** Reviewing is offered only for a valid table. */
  valid: boolean;
  onPublished?: (version: number) => void;
}

/**
 * Review then publish an edited table: the server compares it with the current version, and
 * publishing stores it as the next version with a note saying where the figures come from.
 */
export function PublishPanel({ kind, table, valid, onPublished }: PublishPanelProps) {
  const preview = usePreviewRateTable();
  const [reviewed, setReviewed] = useState<{
    table: unknown;
    result: RateTablePreviewResponse;
  } | null>(null);
  // An edit after the review makes the review stale: review again.
  const result = reviewed !== null && reviewed.table === table ? reviewed.result : null;

  return (
    <SectionCard title="Review and publish">
      <Text size="sm" c="dimmed">
        Publishing stores a new version. Locked records keep the version they were calculated with;
        everything else uses the new one at once.
      </Text>
      <Group>
        <Button
          variant="light"
          disabled={!valid}
          loading={preview.isPending}
          onClick={() =>
            preview.mutate(
              { kind, format: "table", table },
              { onSuccess: (res) => setReviewed({ table, result: res }) },
            )
          }
        >
          Review changes
        </Button>
        {valid ? null : (
          <Text size="sm" c="red.7">
            Fix the problems first.
          </Text>
        )}
      </Group>
      {result ? (
        <PublishForm
          kind={kind}
          preview={result}
          onPublished={(version) => {
            setReviewed(null);
            onPublished?.(version);
          }}
        />
      ) : null}
    </SectionCard>
  );
}
