import type { ClientResponse } from "@adviser-desk/contracts";
import { formatDateOr } from "@adviser-desk/format";
import { Alert, Badge, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { NO_START_DATE } from "@/lib/constants";

/** "Restricted" beside a client's name (ADR 050). */
export function RestrictedBadge() {
  return (
    <Badge color="gray" variant="filled" leftSection={<IconLock size={12} />} w="fit-content">
      Restricted
    </Badge>
  );
}

/** Why a restricted client is kept, until when, and what the adviser can still do. */
export function RestrictedNotice({ client }: { client: ClientResponse }) {
  return (
    <Alert color="gray" icon={<IconLock size={18} />} title="Restricted: kept for the FAIS period">
      <Text size="sm">
        An erasure was asked for on {formatDateOr(client.restrictedAt, NO_START_DATE)}. The FAIS Act
        requires the client's records to be kept until{" "}
        {formatDateOr(client.eraseAfter, NO_START_DATE)}, so the client is hidden from your lists
        and calculators and nothing about them can be changed. Export their data if the regulator
        asks for it (within 7 days). Adviser Desk erases them when the period ends.
      </Text>
    </Alert>
  );
}
