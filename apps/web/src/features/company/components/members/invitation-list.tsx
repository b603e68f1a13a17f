import type { Invitation } from "@adviser-desk/contracts";
import { ROLE_LABELS } from "@adviser-desk/contracts";
import { formatDate } from "@adviser-desk/format";
import { Button, Group, Stack, Table, Text } from "@mantine/core";
import { useInvite, useRevokeInvitation } from "../../api/members";
import { ProblemAlert } from "./problem-alert";

/** Pending invitations with their expiry; Resend sends a fresh link (the old one dies). */
export function InvitationList({ invitations }: { invitations: Invitation[] }) {
  const resend = useInvite();
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No pending invitations.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <ProblemAlert error={resend.error} title="Invitation not sent again" />
      <ProblemAlert error={revoke.error} title="Invitation not revoked" />
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label="Pending invitations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((invitation) => (
              <Table.Tr key={invitation.id}>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{invitation.email}</Table.Td>
                <Table.Td>{ROLE_LABELS[invitation.role]}</Table.Td>
                <Table.Td>{formatDate(invitation.expiresAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="subtle"
                      loading={resend.isPending && resend.variables?.email === invitation.email}
                      onClick={() =>
                        resend.mutate({ email: invitation.email, role: invitation.role })
                      }
                      aria-label={`Resend the invitation to ${invitation.email}`}
                    >
                      Resend
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={revoke.isPending && revoke.variables?.id === invitation.id}
                      onClick={() => revoke.mutate(invitation)}
                      aria-label={`Revoke the invitation to ${invitation.email}`}
                    >
                      Revoke
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
