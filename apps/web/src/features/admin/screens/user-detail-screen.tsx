import { formatCents, formatDateOr } from "@adviser-desk/format";
import { Alert, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useParams } from "react-router";
import { AdminPage } from "@/components/admin/admin-page";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SectionCard } from "@/components/section-card";
import { useMe } from "@/lib/api/get-me";
import { notifySuccess } from "@/lib/notify";
import { type UserChange, useChangeUser } from "../api/change-user";
import { useUser } from "../api/get-user";
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

/** The changes that lock someone out or hand out power are confirmed first (deletion has its own). */
type Confirmable = "disable" | "make-admin" | "revoke-admin";

/** /admin/users/:id: one user — status, role, company profile, deletion, and their audit trail. */
export function UserDetailScreen() {
  const { id = "" } = useParams();
  const user = useUser(id);
  const change = useChangeUser(id);
  const own = useMe().data?.user.id === id;
  const [deleting, setDeleting] = useState(false);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const run = (what: UserChange) =>
    change.mutate(what, {
      onSuccess: () => {
        setDeleting(false);
        setConfirming(null);
        notifySuccess(DONE[what.kind]);
      },
    });
  const who = user.name ? `${user.name} (${user.email})` : user.email;

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
      <SectionCard title="Account">
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
        {user.deletion ? null : own ? (
          // The server refuses these for one's own account; offering them would only fail.
          <Text size="sm" c="dimmed">
            This is your own account: another administrator can disable it, revoke its admin rights
            or delete it.
          </Text>
        ) : (
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
              <Button variant="light" color="orange" onClick={() => setConfirming("disable")}>
                Disable user
              </Button>
            )}
            <Button
              variant="default"
              onClick={() => setConfirming(user.admin ? "revoke-admin" : "make-admin")}
            >
              {user.admin ? "Revoke admin" : "Make admin"}
            </Button>
            <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
              Delete user…
            </Button>
          </Group>
        )}
      </SectionCard>
      <SectionCard title="Company profile">
        {user.company ? (
          <CompanyProfileForm
            key={user.company.version}
            company={user.company}
            change={change}
            readOnly={user.deletion !== null}
          />
        ) : (
          <Text c="dimmed" size="sm">
            This user has not created a company profile yet.
          </Text>
        )}
      </SectionCard>
      <AuditTrail title="Changes to this user" targetType="user" targetId={user.id} />
      <ConfirmDialog
        opened={confirming === "disable"}
        title="Disable this user?"
        confirmLabel="Disable user"
        pending={change.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => run({ kind: "disable" })}
      >
        {who} is signed out everywhere at once and cannot sign in until you enable the account
        again. Their company, clients and records are kept.
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === "make-admin"}
        title="Make this user an administrator?"
        confirmLabel="Make admin"
        color="navy"
        pending={change.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => run({ kind: "patch", patch: { admin: true } })}
      >
        {who} will be able to see and change every user, the tax and transfer tables, coupons,
        report templates and the site settings.
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === "revoke-admin"}
        title="Revoke this user's admin rights?"
        confirmLabel="Revoke admin"
        pending={change.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => run({ kind: "patch", patch: { admin: false } })}
      >
        {who} keeps their account but can no longer open Administration.
      </ConfirmDialog>
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
