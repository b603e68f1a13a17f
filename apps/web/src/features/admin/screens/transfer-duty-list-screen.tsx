import { AdminPage } from "@/components/admin/admin-page";
import { SectionCard } from "@/components/section-card";
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
      <SectionCard title="Transfer duty tables" p={{ base: "sm", sm: "lg" }} gap="sm">
        <RateTableVersions
          rows={byDate("transfer-duty")}
          keyLabel="Effective date"
          linkOf={(row) => adminTransferDutyPath(row.key)}
        />
      </SectionCard>
      <SectionCard title="Transfer cost tariffs" p={{ base: "sm", sm: "lg" }} gap="sm">
        <RateTableVersions
          rows={byDate("transfer-cost-tariff")}
          keyLabel="Effective date"
          linkOf={(row) => `${adminTransferDutyPath(row.key)}?part=tariff`}
        />
      </SectionCard>
    </AdminPage>
  );
}
