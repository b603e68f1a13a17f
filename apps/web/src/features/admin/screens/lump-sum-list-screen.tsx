import { Paper, Stack } from "@mantine/core";
import { AdminPage } from "@/components/admin/admin-page";
import { adminLumpSumPath } from "@/lib/paths";
import { useRateTableList } from "../api/rate-tables";
import { AuditTrail } from "../components/audit-trail";
import { NewEffectiveDate } from "../components/new-effective-date";
import { RateTableVersions } from "../components/rate-table-versions";

/** /admin/constants/lump-sums: SARS's retirement and withdrawal lump-sum tables by effective date. */
export function LumpSumListScreen() {
  const items = useRateTableList().data?.items ?? [];
  const tables = items
    .filter((row) => row.kind === "lump-sum")
    .sort((a, b) => b.key.localeCompare(a.key));
  return (
    <AdminPage
      title="Lump-sum tax tables"
      description="SARS's retirement and withdrawal lump-sum tables (Second Schedule), each in force from its first day of accrual."
      actions={<NewEffectiveDate pathOf={adminLumpSumPath} />}
    >
      <Paper withBorder shadow="xs" p={{ base: "sm", sm: "lg" }}>
        <Stack gap="sm">
          <RateTableVersions
            rows={tables}
            keyLabel="Effective date"
            linkOf={(row) => adminLumpSumPath(row.key)}
          />
        </Stack>
      </Paper>
      <AuditTrail title="Published lump-sum tables" targetType="rate-table" />
    </AdminPage>
  );
}
