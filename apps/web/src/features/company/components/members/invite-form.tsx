import type { MemberRole } from "@adviser-desk/contracts";
import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useInvite } from "../../api/members";
import { ROLE_SUMMARIES, roleOptions } from "../../lib/role-options";
import { ProblemAlert } from "./problem-alert";

/** Invite by e-mail with a role; the server checks the address and sends the link. */
export function InviteForm() {
  const invite = useInvite();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<MemberRole>("assistant");
  return (
    <form
      aria-label="Invite a member"
      onSubmit={(event) => {
        event.preventDefault();
        invite.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail("") });
      }}
    >
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="E-mail"
            type="email"
            required
            autoComplete="off"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            style={{ flex: "1 1 220px" }}
          />
          <Select
            label="Role"
            w={160}
            data={roleOptions}
            value={role}
            allowDeselect={false}
            onChange={(value) => value && setRole(value as MemberRole)}
          />
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {ROLE_SUMMARIES[role]} The link works once and expires in 7 days.
        </Text>
        <ProblemAlert error={invite.error} title="Invitation not sent" />
      </Stack>
    </form>
  );
}
