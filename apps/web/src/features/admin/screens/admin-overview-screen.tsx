import { formatWhole } from "@adviser-desk/format";
import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { AdminPage } from "@/components/admin/admin-page";
import { useOverview } from "../api/get-overview";
import { AuditTrail } from "../components/audit-trail";
import { FailingSeatChanges } from "../components/failing-seat-changes";
import { RateTableImport } from "../components/rate-table-import";
import { UnappliedPayments } from "../components/unapplied-payments";

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder shadow="xs" p="md">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text fz={28} fw={700} c="navy.9" aria-label={label}>
          {value === undefined ? "…" : formatWhole(value)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /admin: the counts that matter, the constants import, and the latest changes. */
export function AdminOverviewScreen() {
  const counts = useOverview().data;
  return (
    <AdminPage title="Administration" description="Users, constants, coupons and site settings.">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Count label="Users" value={counts?.users} />
        <Count label="Companies" value={counts?.companies} />
        <Count label="Subscriptions" value={counts?.activeSubscriptions} />
        <Count label="Trials" value={counts?.trials} />
      </SimpleGrid>
      <UnappliedPayments payments={counts?.unappliedPayments ?? []} />
      <FailingSeatChanges changes={counts?.failingSeatChanges ?? []} />
      <RateTableImport />
      <AuditTrail title="Latest changes" />
    </AdminPage>
  );
}
