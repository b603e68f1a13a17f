import type { ClientResponse } from "@adviser-desk/contracts";
import { Button } from "@mantine/core";
import { IconFileZip, IconTrashX } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { lazyDialog } from "@/components/lazy-dialog";
import { useMemberCan } from "@/lib/member-can";
import { notifySuccess } from "@/lib/notify";
import { CLIENTS } from "@/lib/paths";
import { useEraseClient } from "../api/erase-client";
import { clientExportUrl } from "../api/export-client";
import { fullName } from "../lib/client-name";

const EraseClientDialog = lazyDialog(() =>
  import("./erase-client-dialog").then((m) => m.EraseClientDialog),
);

/** The client's POPIA rights, as the adviser fulfils them: a copy of everything, or erasure. */
export function ClientPrivacyActions({ client }: { client: ClientResponse }) {
  const [erasing, setErasing] = useState(false);
  const navigate = useNavigate();
  const erase = useEraseClient(client.id, async (erased) => {
    setErasing(false);
    notifySuccess(
      `${fullName(client)} erased permanently (reference ${erased.reference.slice(0, 12)})`,
    );
    await navigate(CLIENTS, { replace: true });
  });
  const exportUrl = clientExportUrl(client.id);
  // Every member may take the copy; erasing is `clients.delete` (owner, adviser).
  const canErase = useMemberCan("clients.delete");
  return (
    <>
      <Button
        component="a"
        href={exportUrl}
        download
        variant="default"
        leftSection={<IconFileZip size={17} />}
      >
        Export client data
      </Button>
      {canErase ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrashX size={17} />}
          onClick={() => setErasing(true)}
        >
          Erase permanently
        </Button>
      ) : null}
      <EraseClientDialog
        opened={erasing}
        client={client}
        exportUrl={exportUrl}
        erasing={erase.isPending}
        onCancel={() => setErasing(false)}
        onConfirm={(input) => erase.mutate(input)}
      />
    </>
  );
}
