import { formatDateOr } from "@adviser-desk/format";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPencil, IconRestore, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { NO_START_DATE } from "@/lib/constants";

import { CLIENTS } from "@/lib/paths";
import { useDeleteClient } from "../api/delete-client";
import { useClient } from "../api/get-client";
import { useRestoreClient } from "../api/restore-client";
import { ClientAvatar } from "../components/client-avatar";
import { ClientFormModal } from "../components/client-form-modal";
import { clientSections } from "../components/client-sections";
import { ClientSwitcher } from "../components/client-switcher";
import { fullName } from "../lib/client-name";

/** /clients/:clientId: one client's page — details and actions, then its records. */
export function ClientDetailScreen() {
  const { clientId = "" } = useParams();
  const client = useClient(clientId);
  const navigate = useNavigate();
  const remove = useDeleteClient();
  const restore = useRestoreClient();
  const [editing, setEditing] = useState(false);
  const name = fullName(client);
  const deleted = client.deletedAt !== null;

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
          </Stack>
        </Group>
        {deleted ? null : (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPencil size={17} />}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={17} />}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(client, {
                  onSuccess: () => void navigate(CLIENTS, { replace: true }),
                })
              }
            >
              Delete
            </Button>
          </Group>
        )}
      </Group>
      {deleted ? (
        <Alert color="orange" title="This client was deleted">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              Deleted on {formatDateOr(client.deletedAt, NO_START_DATE)}. Restore the client to work
              with them and their records again.
            </Text>
            <Button
              size="xs"
              leftSection={<IconRestore size={15} />}
              loading={restore.isPending}
              onClick={() => restore.mutate(client.id)}
            >
              Restore
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {clientSections.map(({ id, Component }) => (
        <Component key={id} client={client} />
      ))}
      <ClientFormModal opened={editing} client={client} onClose={() => setEditing(false)} />
    </Stack>
  );
}
