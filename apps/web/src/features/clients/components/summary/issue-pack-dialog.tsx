import type { SummaryRecord } from "@adviser-desk/contracts";
import { Badge, Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { KINDS } from "@/features/records/kinds/kinds";
import { capitalise } from "@/lib/capitalise";
import { useIssueAdvicePack } from "../../api/client-summary";
import { defaultTicks, tickedInOrder } from "../../lib/advice-pack-ticks";

export interface IssuePackDialogProps {
  opened: boolean;
  onClose: () => void;
  clientId: string;
  records: SummaryRecord[];
}

/**
 * "Issue record-of-advice pack": tick the records to include (locked ones ticked to begin with);
 * the pack is made, stored and listed, and its PDF can be downloaded as issued.
 */
export function IssuePackDialog({ opened, onClose, clientId, records }: IssuePackDialogProps) {
  const [ticked, setTicked] = useState<string[]>(() => defaultTicks(records));
  // The dialog stays mounted once loaded: each opening starts again from the locked records.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setTicked(defaultTicks(records));
  }
  const issue = useIssueAdvicePack(clientId);
  const chosen = tickedInOrder(records, ticked);
  return (
    <Modal opened={opened} onClose={onClose} title="Issue record-of-advice pack" size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          One PDF for the client: a cover with your FSP number, the contents, this summary and the
          report of each record you tick, with its basis and assumptions. It is kept exactly as
          issued.
        </Text>
        {records.length === 0 ? (
          <Text size="sm">This client has no calculations to include yet.</Text>
        ) : (
          <Checkbox.Group value={ticked} onChange={setTicked} label="Records in the pack">
            <Stack gap="xs" mt="xs">
              {records.map((r) => (
                <Checkbox
                  key={r.id}
                  value={r.id}
                  label={
                    <Group gap={6} wrap="wrap">
                      <Text size="sm" fw={500}>
                        {r.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {capitalise(KINDS[r.kind].noun)} · saved {r.updatedText}
                      </Text>
                      {r.locked ? (
                        <Badge size="xs" variant="light" color="gray">
                          Locked
                        </Badge>
                      ) : null}
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={chosen.length === 0}
            loading={issue.isPending}
            onClick={() => issue.mutate(chosen, { onSuccess: onClose })}
          >
            {chosen.length === 0
              ? "Issue pack"
              : `Issue pack of ${chosen.length} ${chosen.length === 1 ? "record" : "records"}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
