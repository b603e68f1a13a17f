import type { ClientResponse } from "@adviser-desk/contracts";
import { Button } from "@mantine/core";
import { IconFileZip } from "@tabler/icons-react";
import { useMemberCan } from "@/lib/member-can";
import { clientExportUrl } from "../api/export-client";

/**
 * The client's POPIA copy of everything held (s23): the owner and advisers, and assistants and
 * read-only members when the practice allows it (ADR 050). Erasure (s24) is in the page's "More
 * actions" menu with Delete (`ClientActionsMenu`), so no destructive action sits beside it.
 */
export function ClientPrivacyActions({ client }: { client: ClientResponse }) {
  const canExport = useMemberCan("clients.export");
  if (!canExport) return null;
  return (
    <Button
      component="a"
      href={clientExportUrl(client.id)}
      download
      variant="default"
      leftSection={<IconFileZip size={17} />}
    >
      Export client data
    </Button>
  );
}
