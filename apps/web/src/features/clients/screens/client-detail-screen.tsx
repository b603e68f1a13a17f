import { formatDateOr } from "@adviser-desk/format";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconRestore } from "@tabler/icons-react";
import { useParams } from "react-router";
import { NO_START_DATE } from "@/lib/constants";

import { RestrictedClientContext, useMemberCan } from "@/lib/member-can";
import { useClient } from "../api/get-client";
import { useRestoreClient } from "../api/restore-client";
import { ClientActionsMenu } from "../components/client-actions-menu";
import { ClientAvatar } from "../components/client-avatar";
import { ClientPrivacyActions } from "../components/client-privacy-actions";
import { ClientSwitcher } from "../components/client-switcher";
import { ClientTabs } from "../components/client-tabs";
import { RestrictedBadge, RestrictedNotice } from "../components/restricted-notice";
import { ClientSharingPanel } from "../components/sharing/client-sharing-panel";
import { fullName } from "../lib/client-name";

/** /clients/:clientId: one client's page — the summary and profile, and the calculations, as tabs. */
export function ClientDetailScreen() {
  const { clientId = "" } = useParams();
  const client = useClient(clientId);
  const restore = useRestoreClient();
  const name = fullName(client);
  const deleted = client.deletedAt !== null;
  // Kept for FAIS after an erase request (ADR 050): marked, and nothing on the page changes it.
  const restricted = client.restrictedAt !== null;
  const canRestore = useMemberCan("clients.write");

  return (
    <Stack gap="lg">
      <title>{`${name} · Adviser Desk`}</title>
      <ClientSwitcher currentId={client.id} currentName={name} />
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" miw={0}>
          <ClientAvatar name={name} size={56} />
          <Stack gap={2} miw={0}>
            <Title order={1} fz={26} c="navy.9" style={{ overflowWrap: "anywhere" }}>
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              Client since {formatDateOr(client.createdAt, NO_START_DATE)}
            </Text>
            {restricted ? <RestrictedBadge /> : null}
          </Stack>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <ClientPrivacyActions client={client} />
          <ClientActionsMenu client={client} />
        </Group>
      </Group>
      {deleted || restricted ? null : <ClientSharingPanel client={client} />}
      {restricted ? <RestrictedNotice client={client} /> : null}
      {deleted && !restricted ? (
        <Alert color="orange" title="This client was deleted">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              Deleted on {formatDateOr(client.deletedAt, NO_START_DATE)}. Restore the client to work
              with them and their records again.
            </Text>
            {canRestore ? (
              <Button
                size="xs"
                leftSection={<IconRestore size={15} />}
                loading={restore.isPending}
                onClick={() => restore.mutate(client.id)}
              >
                Restore
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <RestrictedClientContext value={restricted}>
        <ClientTabs client={client} />
      </RestrictedClientContext>
    </Stack>
  );
}
