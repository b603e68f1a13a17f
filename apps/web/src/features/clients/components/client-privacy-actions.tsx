import type { ClientResponse } from "@adviser-desk/contracts";
import { formatDate } from "@adviser-desk/format";
import { Button } from "@mantine/core";
import { IconFileZip, IconTrashX } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { lazyDialog } from "@/components/lazy-dialog";
import { useMemberCan } from "@/lib/member-can";
import { notifySuccess } from "@/lib/notify";
import { CLIENTS } from "@/lib/paths";
import { useClientRetention } from "../api/client-retention";
import { useClientSharing } from "../api/client-sharing";
import { useEraseClient } from "../api/erase-client";
import { clientExportUrl } from "../api/export-client";
import { fullName } from "../lib/client-name";

const EraseClientDialog = lazyDialog(() =>
  import("./erase-client-dialog").then((m) => m.EraseClientDialog),
);

/**
 * The client's POPIA rights, as the adviser fulfils them: a copy of everything (the owner and
 * advisers; assistants and read-only members when the practice allows it), or erasure — which
 * only the owner or the client's responsible adviser may ask for, and which restricts the client
 * instead while FAIS keeps its records (ADR 050).
 */
export function ClientPrivacyActions({ client }: { client: ClientResponse }) {
  const [erasing, setErasing] = useState(false);
  const navigate = useNavigate();
  const retention = useClientRetention(client.id, erasing);
  const erase = useEraseClient(client.id, async (done) => {
    setErasing(false);
    notifySuccess(
      done.outcome === "erased"
        ? `${fullName(client)} erased permanently (reference ${done.reference.slice(0, 12)})`
        : `${fullName(client)} restricted: records kept until ${formatDate(done.keptUntil)}, then erased`,
    );
    await navigate(CLIENTS, { replace: true });
  });
  const exportUrl = clientExportUrl(client.id);
  const canExport = useMemberCan("clients.export");
  // The role table says who may erase at all; the sharing answer says whether this client is theirs.
  const mayErase = useMemberCan("clients.erase");
  const sharing = useClientSharing(client.id);
  const canErase = mayErase && client.restrictedAt === null && sharing.data?.canManage === true;
  return (
    <>
      {canExport ? (
        <Button
          component="a"
          href={exportUrl}
          download
          variant="default"
          leftSection={<IconFileZip size={17} />}
        >
          Export client data
        </Button>
      ) : null}
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
        retention={retention.data ?? null}
        exportUrl={exportUrl}
        erasing={erase.isPending}
        onCancel={() => setErasing(false)}
        onConfirm={(input) => erase.mutate(input)}
      />
    </>
  );
}
