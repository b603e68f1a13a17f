import type { Member } from "@adviser-desk/contracts";
import { ROLE_LABELS } from "@adviser-desk/contracts";
import { Divider, Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { SettingsSection } from "@/components/settings-section";
import { useMe } from "@/lib/api/get-me";
import { memberCan } from "@/lib/member-can";
import {
  useChangeMemberRole,
  useInvitations,
  useMembers,
  useRemoveMember,
} from "../../api/members";
import { InvitationList } from "./invitation-list";
import { InviteForm } from "./invite-form";
import { MemberTable } from "./member-table";
import { ProblemAlert } from "./problem-alert";
import { RemoveMemberDialog } from "./remove-member-dialog";

/**
 * /company's Members section. The owner (`members.manage`) sees and manages the practice's
 * people and invitations; every other role is told theirs and who manages members.
 */
export function MembersSection() {
  const me = useMe().data;
  if (!me) return null;
  const description = "Who works in this practice on Adviser Desk, and what each may do.";
  if (!memberCan(me.role, "members.manage")) {
    return (
      <SettingsSection title="Members" description={description}>
        <Text size="sm">
          You are {me.role ? `a member with the role ${ROLE_LABELS[me.role]}` : "a member"}. The
          practice's owner invites members and changes roles.
        </Text>
      </SettingsSection>
    );
  }
  return (
    <SettingsSection title="Members" description={description}>
      <ManageMembers selfId={me.user.id} />
    </SettingsSection>
  );
}

function ManageMembers({ selfId }: { selfId: string }) {
  const members = useMembers();
  const invitations = useInvitations();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <ProblemAlert error={members.error} title="Members could not be loaded" />
        <ProblemAlert error={changeRole.error} title="Role not changed" />
        {members.isPending ? <Loader size="sm" aria-label="Loading members" /> : null}
        {members.data ? (
          <MemberTable
            members={members.data}
            selfId={selfId}
            busy={changeRole.isPending || remove.isPending}
            onRoleChange={(member, role) => changeRole.mutate({ member, change: { role } })}
            onAdvisersChange={(member, assignedAdviserIds) =>
              changeRole.mutate({ member, change: { role: member.role, assignedAdviserIds } })
            }
            onRemove={(member) => {
              remove.reset();
              setRemoving(member);
            }}
          />
        ) : null}
      </Stack>
      <Divider />
      <Stack gap="sm">
        <Title order={3} fz="md" c="navy.9">
          Invite someone
        </Title>
        <InviteForm
          selfId={selfId}
          advisers={(members.data ?? [])
            .filter((member) => member.role === "owner" || member.role === "adviser")
            .map((member) => ({ value: member.userId, label: member.name }))}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="md" c="navy.9">
          Pending invitations
        </Title>
        <ProblemAlert error={invitations.error} title="Invitations could not be loaded" />
        {invitations.isPending ? <Loader size="sm" aria-label="Loading invitations" /> : null}
        {invitations.data ? <InvitationList invitations={invitations.data} /> : null}
      </Stack>
      <RemoveMemberDialog
        member={removing}
        members={members.data ?? []}
        selfId={selfId}
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => setRemoving(null)}
        onConfirm={(removal) => remove.mutate(removal, { onSuccess: () => setRemoving(null) })}
      />
    </Stack>
  );
}
