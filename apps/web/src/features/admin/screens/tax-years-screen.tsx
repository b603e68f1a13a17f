import { Button, Group, NumberInput, Paper, Stack } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { AdminPage } from "@/components/admin/admin-page";
import { adminTaxYearPath } from "@/lib/paths";
import { useRateTableList } from "../api/rate-tables";
import { AuditTrail } from "../components/audit-trail";
import { RateTableVersions } from "../components/rate-table-versions";

/** /admin/constants/tax-scenario: every tax year's table (newest version), and a new year. */
export function TaxYearsScreen() {
  const list = useRateTableList().data;
  const navigate = useNavigate();
  const years = (list?.items ?? [])
    .filter((row) => row.kind === "tax-year")
    .sort((a, b) => Number(b.key) - Number(a.key));
  const [year, setYear] = useState<number | string>(Number(years[0]?.key ?? 2027) + 1);
  return (
    <AdminPage
      title="Tax years"
      description="The SARS tables the tax scenarios use, one per year of assessment."
      actions={
        <Group gap="xs" align="flex-end">
          <NumberInput
            size="md"
            label="New tax year"
            value={year}
            onChange={setYear}
            min={2000}
            max={2100}
            w={130}
            hideControls
          />
          <Button
            onClick={() => void navigate(adminTaxYearPath(String(year)))}
            disabled={typeof year !== "number"}
          >
            Start
          </Button>
        </Group>
      }
    >
      <Paper withBorder shadow="xs" p={{ base: "sm", sm: "lg" }}>
        <Stack>
          <RateTableVersions
            rows={years}
            keyLabel="Tax year"
            linkOf={(row) => adminTaxYearPath(row.key)}
          />
        </Stack>
      </Paper>
      <AuditTrail title="Published tax years" targetType="rate-table" />
    </AdminPage>
  );
}
