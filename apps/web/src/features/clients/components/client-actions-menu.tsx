import type { ClientResponse } from "@adviser-desk/contracts";
import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconTrash, IconTrashX } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { lazyDialog } from "@/components/lazy-dialog";
import { useMemberCan } from "@/lib/member-can";
import { notifySuccess } from "@/lib/notify";
import { CLIENTS } from "@/lib/paths";
import { useDeleteClient } from "../api/delete-client";
import { useEraseClient } from "../api/erase-client";
import { clientExportUrl } from "../api/export-client";
import { fullName } from "../lib/client-name";

const EraseClientDialog = lazyDialog(() =>
  import("./erase-client-dialog").then((m) => m.EraseClientDialog),
);

/**
 * The client page's destructive actions, kept out of the way in a "More actions" menu: Delete
 * (to Recently deleted, undoable) and Erase permanently (POPIA s24, with its typed-name dialog).
 * Both are `clients.delete` (owner, adviser); a member without it sees no menu.
 */
export function ClientActionsMenu({ client }: { client: ClientResponse }) {
  const [erasing, setErasing] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteClient();
  const name = fullName(client);
  const erase = useEraseClient(client.id, async (erased) => {
    setErasing(false);
    notifySuccess(`${name} erased permanently (reference ${erased.reference.slice(0, 12)})`);
    await navigate(CLIENTS, { replace: true });
  });
  const canDelete = useMemberCan("clients.delete");
  if (!canDelete) return null;
  const deleted = client.deletedAt !== null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`More actions for ${name}`}
            loading={remove.isPending}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {deleted ? null : (
            <Menu.Item
              leftSection={<IconTrash size={16} />}
              onClick={() =>
                remove.mutate(client, {
                  onSuccess: () => void navigate(CLIENTS, { replace: true }),
                })
              }
            >
              Delete
            </Menu.Item>
          )}
          <Menu.Item
            color="red"
            leftSection={<IconTrashX size={16} />}
            onClick={() => setErasing(true)}
          >
            Erase permanently
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <EraseClientDialog
        opened={erasing}
        client={client}
        exportUrl={clientExportUrl(client.id)}
        erasing={erase.isPending}
        onCancel={() => setErasing(false)}
        onConfirm={(input) => erase.mutate(input)}
      />
    </>
  );
}
