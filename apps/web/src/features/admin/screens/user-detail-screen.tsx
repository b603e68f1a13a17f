import { formatCents, formatDateOr } from "@adviser-desk/format";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useParams } from "react-router";

import { notifySuccess } from "@/lib/notify";
import { type UserChange, useChangeUser } from "../api/change-user";
import { useUser } from "../api/get-user";
import { AdminPage } from "../components/admin-page";
import { AuditTrail } from "../components/audit-trail";
import { CompanyProfileForm } from "../components/company-profile-form";
import { DeleteUserModal } from "../components/delete-user-modal";
import { SubscriptionBadge, UserStatusBadges } from "../components/user-status-badges";

const DONE: Record<UserChange["kind"], string> = {
  patch: "User saved",
  enable: "User enabled: they can sign in again",
  disable: "User disabled and signed out everywhere",
  delete: "User deleted: data kept for the retention period",
  restore: "User restored: they can sign in again",
};

/** /admin/users/:id: one user — status, role, company profile, deletion, and their audit trail. */
export function UserDetailScreen() {
  const { id = "" } = useParams();
  const user = useUser(id);
  const change = useChangeUser(id);
  const [deleting, setDeleting] = useState(false);
  const run = (what: UserChange) =>
    change.mutate(what, {
      onSuccess: () => {
        setDeleting(false);
        notifySuccess(DONE[what.kind]);
      },
    });

  return (
    <AdminPage
      title={user.name || user.email}
      description={user.email}
      actions={<UserStatusBadges user={user} />}
    >
      {user.deletion ? (
        <Alert color="red" icon={<IconAlertTriangle size={20} />} title="Deleted">
          Deleted by {user.deletion.deletedByEmail} on {formatDateOr(user.deletion.deletedAt, "—")}.
          Their data is kept until {formatDateOr(user.deletion.purgeAfter, "—")}.
          <Group mt="sm">
            <Button size="xs" color="red" variant="white" onClick={() => run({ kind: "restore" })}>
              Restore user
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Paper withBorder shadow="xs" p={{ base: "md", sm: "lg" }}>
        <Stack gap="md">
          <Title order={2} fz="lg" c="navy.9">
            Account
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                Subscription
              </Text>
              <Group gap="xs">
                <SubscriptionBadge state={user.subscriptionState} />
                {user.subscription ? (
                  <Text size="sm">{formatCents(user.subscription.amountCents)}</Text>
                ) : null}
              </Group>
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                Period ends
              </Text>
              <Text size="sm">
                {formatDateOr(user.subscription?.currentPeriodEnd, "No subscription")}
              </Text>
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                Joined
              </Text>
              <Text size="sm">{formatDateOr(user.createdAt, "—")}</Text>
            </Stack>
          </SimpleGrid>
          {user.deletion ? null : (
            <Group gap="sm">
              {user.disabled ? (
                <Button
                  variant="light"
                  color="teal"
                  loading={change.isPending}
                  onClick={() => run({ kind: "enable" })}
                >
                  Enable user
                </Button>
              ) : (
                <Button
                  variant="light"
                  color="orange"
                  loading={change.isPending}
                  onClick={() => run({ kind: "disable" })}
                >
                  Disable user
                </Button>
              )}
              <Button
                variant="default"
                loading={change.isPending}
                onClick={() => run({ kind: "patch", patch: { admin: !user.admin } })}
              >
                {user.admin ? "Revoke admin" : "Make admin"}
              </Button>
              <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                Delete user…
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <Paper withBorder shadow="xs" p={{ base: "md", sm: "lg" }}>
        <Stack gap="md">
          <Title order={2} fz="lg" c="navy.9">
            Company profile
          </Title>
          {user.company ? (
            <CompanyProfileForm key={user.company.version} company={user.company} change={change} />
          ) : (
            <Text c="dimmed" size="sm">
              This user has not created a company profile yet.
            </Text>
          )}
        </Stack>
      </Paper>
      <AuditTrail title="Changes to this user" targetType="user" targetId={user.id} />
      <DeleteUserModal
        opened={deleting}
        email={user.email}
        pending={change.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={(confirmEmail) => run({ kind: "delete", confirmEmail })}
      />
    </AdminPage>
  );
}
