import type { Member, MemberRole } from "@adviser-desk/contracts";
import { ROLE_LABELS } from "@adviser-desk/contracts";
import { Badge, Button, Group, MultiSelect, Select, Stack, Table, Text } from "@mantine/core";
import { roleOptions } from "../../lib/role-options";

interface MemberTableProps {
  members: Member[];
  /** The signed-in owner: their own row is shown, not edited here (no locking oneself out). */
  selfId: string;
  busy: boolean;
  onRoleChange: (member: Member, role: MemberRole) => void;
  onAdvisersChange: (member: Member, adviserIds: string[]) => void;
  onRemove: (member: Member) => void;
}

const advisesFor = (member: Member) => member.role === "owner" || member.role === "adviser";

/** The practice's people: name, e-mail, role (changeable), an assistant's advisers, Remove. */
export function MemberTable({ members, selfId, busy, ...on }: MemberTableProps) {
  const advisers = members
    .filter(advisesFor)
    .map((member) => ({ value: member.userId, label: member.name }));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" aria-label="Members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const self = member.userId === selfId;
            return (
              <Table.Tr key={member.userId}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {member.name}
                    </Text>
                    {self ? (
                      <Badge size="sm" variant="light" color="gray" tt="none">
                        You
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {member.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {self ? (
                    <Text size="sm">{ROLE_LABELS[member.role]}</Text>
                  ) : (
                    <Stack gap={6}>
                      <Select
                        size="xs"
                        w={150}
                        aria-label={`Role of ${member.name}`}
                        data={roleOptions}
                        value={member.role}
                        allowDeselect={false}
                        disabled={busy}
                        onChange={(role) => role && on.onRoleChange(member, role as MemberRole)}
                      />
                      {member.role === "assistant" ? (
                        <MultiSelect
                          size="xs"
                          w={240}
                          label="Prepares for"
                          placeholder={member.assignedAdviserIds.length ? undefined : "No adviser"}
                          data={advisers}
                          value={member.assignedAdviserIds}
                          disabled={busy}
                          onChange={(ids) => on.onAdvisersChange(member, ids)}
                        />
                      ) : null}
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {self ? null : (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      disabled={busy}
                      onClick={() => on.onRemove(member)}
                      aria-label={`Remove ${member.name}`}
                    >
                      Remove
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
