import type { AdminUserSummary } from "@adviser-desk/contracts";
import { formatDateOr } from "@adviser-desk/format";
import { Anchor, Stack, Table, Text } from "@mantine/core";
import { Link } from "react-router";

import { adminUserPath } from "@/lib/paths";
import { SubscriptionBadge, UserStatusBadges } from "./user-status-badges";

/** One page of users; each name opens the user. */
export function UserTable({ users }: { users: AdminUserSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Subscription</Table.Th>
            <Table.Th>Joined</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Stack gap={0}>
                  <Anchor component={Link} to={adminUserPath(user.id)} fw={600} c="navy.8">
                    {user.name || user.email}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {user.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                {user.companyName ?? (
                  <Text c="dimmed" size="sm">
                    None yet
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <UserStatusBadges user={user} />
              </Table.Td>
              <Table.Td>
                <SubscriptionBadge state={user.subscriptionState} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDateOr(user.createdAt, "—")}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
