import type { MemberRole } from "@adviser-desk/contracts";
import { Button, Group, MultiSelect, Select, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useInvite } from "../../api/members";
import { ROLE_SUMMARIES, roleOptions } from "../../lib/role-options";
import { ProblemAlert } from "./problem-alert";

/**
 * Invite by e-mail with a role; the server checks the address and sends the link. An assistant is
 * invited to prepare for chosen advisers (the inviting owner by default), so they see those
 * clients from their first day.
 */
export function InviteForm({
  selfId,
  advisers,
}: {
  selfId: string;
  /** The company's owners and advisers: whom an assistant can prepare for. */
  advisers: { value: string; label: string }[];
}) {
  const invite = useInvite();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<MemberRole>("assistant");
  const [preparesFor, setPreparesFor] = useState<string[]>([selfId]);
  return (
    <form
      aria-label="Invite a member"
      onSubmit={(event) => {
        event.preventDefault();
        invite.mutate(
          {
            email: email.trim(),
            role,
            ...(role === "assistant" ? { assignedAdviserIds: preparesFor } : {}),
          },
          { onSuccess: () => setEmail("") },
        );
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
          {role === "assistant" ? (
            <MultiSelect
              label="Prepares for"
              data={advisers}
              value={preparesFor}
              onChange={setPreparesFor}
              placeholder={preparesFor.length ? undefined : "Nobody yet"}
              style={{ flex: "1 1 220px" }}
            />
          ) : null}
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {ROLE_SUMMARIES[role]}
          {role === "assistant" && preparesFor.length === 0
            ? " An assistant who prepares for nobody sees no clients until you assign them."
            : ""}{" "}
          The link works once and expires in 7 days.
        </Text>
        <ProblemAlert error={invite.error} title="Invitation not sent" />
      </Stack>
    </form>
  );
}
