import { Paper, Stack, Title } from "@mantine/core";
import { AdminPage } from "@/components/admin/admin-page";
import { adminTransferDutyPath } from "@/lib/paths";
import { useRateTableList } from "../api/rate-tables";
import { NewEffectiveDate } from "../components/new-effective-date";
import { RateTableVersions } from "../components/rate-table-versions";

/** /admin/constants/transfer-duty: transfer duty tables and transfer cost tariffs by effective date. */
export function TransferDutyListScreen() {
  const items = useRateTableList().data?.items ?? [];
  const byDate = (kind: string) =>
    items.filter((row) => row.kind === kind).sort((a, b) => b.key.localeCompare(a.key));
  return (
    <AdminPage
      title="Transfer duty"
      description="Duty tables and cost tariffs, each in force from its effective date."
      actions={<NewEffectiveDate pathOf={adminTransferDutyPath} />}
    >
      <Paper withBorder shadow="xs" p={{ base: "sm", sm: "lg" }}>
        <Stack gap="sm">
          <Title order={2} fz="lg" c="navy.9">
            Transfer duty tables
          </Title>
          <RateTableVersions
            rows={byDate("transfer-duty")}
            keyLabel="Effective date"
            linkOf={(row) => adminTransferDutyPath(row.key)}
          />
        </Stack>
      </Paper>
      <Paper withBorder shadow="xs" p={{ base: "sm", sm: "lg" }}>
        <Stack gap="sm">
          <Title order={2} fz="lg" c="navy.9">
            Transfer cost tariffs
          </Title>
          <RateTableVersions
            rows={byDate("transfer-cost-tariff")}
            keyLabel="Effective date"
            linkOf={(row) => `${adminTransferDutyPath(row.key)}?part=tariff`}
          />
        </Stack>
      </Paper>
    </AdminPage>
  );
}
