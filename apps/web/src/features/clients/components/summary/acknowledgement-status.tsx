import type { AcknowledgementLink, AdvicePack } from "@adviser-desk/contracts";
import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconDownload, IconLink } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, queryKeyOf } from "@/lib/api";
import { errorMessage } from "@/lib/error-message";
import { useMemberCan } from "@/lib/member-can";
import { AcknowledgementLinkPanel } from "../record-of-advice/acknowledgement-link-panel";

const STATUS = {
  pending: { label: "Waiting for the client", color: "yellow" },
  expired: { label: "Link expired", color: "gray" },
  accepted: { label: "Accepted by the client", color: "teal" },
  declined: { label: "Declined by the client", color: "red" },
} as const;

/** A record of advice's acknowledgement on the adviser's file: status, evidence, a new link. */
export function AcknowledgementStatusPanel({
  pack,
  clientId,
}: {
  pack: AdvicePack;
  clientId: string;
}) {
  const canIssue = useMemberCan("packs.issue");
  const queryClient = useQueryClient();
  const [link, setLink] = useState<AcknowledgementLink | null>(null);
  const create = useMutation({
    mutationFn: (email: boolean) =>
      api(clientRoutes.createAcknowledgementLink, { params: { id: pack.id }, body: { email } }),
    onSuccess: async (made) => {
      setLink(made);
      await queryClient.invalidateQueries({
        queryKey: queryKeyOf(clientRoutes.listAdvicePacks, { params: { id: clientId } }),
      });
    },
  });
  if (pack.roaNumber === null) return null;
  const a = pack.acknowledgement;
  const evidence = a?.evidence ?? null;
  const status = a ? STATUS[a.status] : null;
  return (
    <Stack gap={4} pl="sm" style={{ borderLeft: "2px solid var(--mantine-color-gray-3)" }}>
      <Group gap="xs">
        {status ? (
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            No acknowledgement asked for
          </Badge>
        )}
        {a && !evidence ? (
          <Text size="xs" c="dimmed">
            Link made {a.linkCreatedAtText}
            {a.emailedTo ? `, e-mailed to ${a.emailedTo}` : ""}; works until {a.expiresAtText}.
          </Text>
        ) : null}
      </Group>
      {evidence ? (
        <Stack gap={2} role="group" aria-label="The client's acknowledgement">
          <Text size="xs">
            {evidence.typedName} typed their name on {evidence.decidedAtText}, confirmed by{" "}
            {evidence.identityMethod === "id-number"
              ? "the last four digits of their ID number"
              : "a code e-mailed to them"}
            , from {evidence.ipAddress}.
          </Text>
          <Text size="xs" c="dimmed">
            “{evidence.textShown}”
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            Browser: {evidence.userAgent}
          </Text>
          {pack.acknowledgedPdfUrl ? (
            <Anchor
              href={pack.acknowledgedPdfUrl}
              size="xs"
              display="inline-flex"
              style={{ alignItems: "center", gap: 4 }}
            >
              <IconDownload size={14} /> PDF with the acceptance page
            </Anchor>
          ) : null}
        </Stack>
      ) : canIssue ? (
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconLink size={14} />}
            loading={create.isPending}
            onClick={() => create.mutate(false)}
          >
            New link to copy
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            loading={create.isPending}
            onClick={() => create.mutate(true)}
          >
            E-mail a new link
          </Button>
        </Group>
      ) : null}
      {create.error ? (
        <Text size="xs" c="red">
          {errorMessage(create.error)}
        </Text>
      ) : null}
      {link ? <AcknowledgementLinkPanel link={link} /> : null}
    </Stack>
  );
}
