import type { ClientResponse } from "@adviser-desk/contracts";
import { formatDate } from "@adviser-desk/format";
import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconTrash, IconTrashX } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { lazyDialog } from "@/components/lazy-dialog";
import { useMemberCan } from "@/lib/member-can";
import { notifySuccess } from "@/lib/notify";
import { CLIENTS } from "@/lib/paths";
import { useClientRetention } from "../api/client-retention";
import { useClientSharing } from "../api/client-sharing";
import { useDeleteClient } from "../api/delete-client";
import { useEraseClient } from "../api/erase-client";
import { clientExportUrl } from "../api/export-client";
import { fullName } from "../lib/client-name";

const EraseClientDialog = lazyDialog(() =>
  import("./erase-client-dialog").then((m) => m.EraseClientDialog),
);

/**
 * The client page's destructive actions, kept out of the way in a "More actions" menu: Delete
 * (`clients.delete`: to Recently deleted, undoable) and Erase permanently (POPIA s24, with its
 * typed-name dialog) — which only the owner or the client's responsible adviser may ask for, and
 * which restricts the client instead while FAIS keeps its records (ADR 050). A restricted client
 * offers neither; a member who may do neither sees no menu.
 */
export function ClientActionsMenu({ client }: { client: ClientResponse }) {
  const [erasing, setErasing] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteClient();
  const name = fullName(client);
  const retention = useClientRetention(client.id, erasing);
  const erase = useEraseClient(client.id, async (done) => {
    setErasing(false);
    notifySuccess(
      done.outcome === "erased"
        ? `${name} erased permanently (reference ${done.reference.slice(0, 12)})`
        : `${name} restricted: records kept until ${formatDate(done.keptUntil)}, then erased`,
    );
    await navigate(CLIENTS, { replace: true });
  });
  const mayDelete = useMemberCan("clients.delete");
  // The role table says who may erase at all; the sharing answer says whether this client is theirs.
  const mayErase = useMemberCan("clients.erase");
  const sharing = useClientSharing(client.id);
  const restricted = client.restrictedAt !== null;
  const deleted = client.deletedAt !== null;
  const canDelete = mayDelete && !deleted && !restricted;
  const canErase = mayErase && !restricted && sharing.data?.canManage === true;
  if (!canDelete && !canErase) return null;
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
          {canDelete ? (
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
          ) : null}
          {canErase ? (
            <Menu.Item
              color="red"
              leftSection={<IconTrashX size={16} />}
              onClick={() => setErasing(true)}
            >
              Erase permanently
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <EraseClientDialog
        opened={erasing}
        client={client}
        retention={retention.data ?? null}
        exportUrl={clientExportUrl(client.id)}
        erasing={erase.isPending}
        onCancel={() => setErasing(false)}
        onConfirm={(input) => erase.mutate(input)}
      />
    </>
  );
}
