// MultiSelect's styles, which the client page does not load otherwise.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import type { ClientResponse, ClientSharingResponse } from "@adviser-desk/contracts";
import { Group, MultiSelect, Paper, Text } from "@mantine/core";
import { IconUserShare } from "@tabler/icons-react";
import { useClientSharing, useShareClient } from "../../api/client-sharing";

/**
 * Who the client answers to, and (for the owner or that adviser) whom else it is shared with
 * (ADR 030). A practice with a single adviser sees nothing here: there is nobody to share with.
 */
export function ClientSharingPanel({ client }: { client: ClientResponse }) {
  const sharing = useClientSharing(client.id);
  if (!sharing.data || sharing.data.advisers.length < 2) return null;
  return <SharingDetails clientId={client.id} sharing={sharing.data} />;
}

function SharingDetails({
  clientId,
  sharing,
}: {
  clientId: string;
  sharing: ClientSharingResponse;
}) {
  const share = useShareClient(clientId);
  const responsibleId = sharing.responsibleAdviser?.userId;
  const sharedIds = sharing.sharedWith.map((m) => m.userId);
  const choices = sharing.advisers
    .filter((m) => m.userId !== responsibleId)
    .map((m) => ({ value: m.userId, label: m.name }));
  const onChange = (next: string[]) => {
    const added = next.find((id) => !sharedIds.includes(id));
    const removed = sharedIds.find((id) => !next.includes(id));
    if (added) share.mutate({ userId: added, shared: true });
    else if (removed) share.mutate({ userId: removed, shared: false });
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconUserShare size={18} aria-hidden />
          <Text size="sm">
            Responsible adviser:{" "}
            <Text span fw={600}>
              {sharing.responsibleAdviser?.name ?? "Not assigned"}
            </Text>
          </Text>
        </Group>
        {sharing.canManage ? (
          <MultiSelect
            label="Share with"
            placeholder={sharedIds.length ? undefined : "Choose advisers"}
            data={choices}
            value={sharedIds}
            onChange={onChange}
            disabled={share.isPending}
            miw={280}
            clearable={false}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Shared with:{" "}
            {sharing.sharedWith.length
              ? sharing.sharedWith.map((m) => m.name).join(", ")
              : "nobody"}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
