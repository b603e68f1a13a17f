import { reportRoutes } from "@adviser-desk/contracts/endpoints/report-routes";
import type { IncomeTaxResult } from "@adviser-desk/finance";
import { Alert, Button, Group, MultiSelect, Stack, Text } from "@mantine/core";
import { IconFileSpreadsheet, IconInfoCircle } from "@tabler/icons-react";
import { useQueries } from "@tanstack/react-query";
import { urlOf } from "@/lib/api";
import { RecordSection } from "../../../components/record-section";
import { recordQueryOptions } from "../../../engine/get-record";
import { useClientRecords } from "../../../engine/list-client-records";
import { type CompareColumn, CompareTable } from "./compare-table";

/** The open scenario and up to three others: four side by side at most. */
export const MAX_COMPARED = 4;

interface ScenarioCompareProps {
  id: string;
  clientId: string;
  name: string;
  taxYear: number;
  /** The open scenario's result as shown on its Calculation tab (live while unsaved). */
  tax: IncomeTaxResult | null;
  /** The other scenarios chosen (ids), in order. */
  others: readonly string[];
  onOthers: (ids: string[]) => void;
}

/**
 * Compare: the open scenario first, then up to three of the client's other scenarios of the
 * same tax year, side by side with the difference of each to the first. The others show their
 * saved results (a locked one: its snapshot).
 */
export function ScenarioCompare({
  id,
  clientId,
  name,
  taxYear,
  tax,
  others,
  onOthers,
}: ScenarioCompareProps) {
  const list = useClientRecords("scenario", clientId);
  const candidates = (list.data ?? []).filter(
    (scenario) => scenario.id !== id && scenario.taxYear === taxYear,
  );
  const chosen = others.filter((other) => candidates.some((c) => c.id === other));
  const records = useQueries({
    queries: chosen.map((other) => recordQueryOptions("scenario", other)),
  });

  const columns: CompareColumn[] = tax ? [{ id, name: name || "This scenario", tax }] : [];
  records.forEach((query) => {
    if (query.data) {
      columns.push({ id: query.data.id, name: query.data.scenarioName, tax: query.data.result });
    }
  });
  const loading = records.some((query) => query.isPending);
  // The saved scenarios side by side (GET /scenarios/compare.xlsx|csv?ids=…).
  const ids = { query: { ids: [id, ...chosen].join(",") } };

  return (
    <RecordSection
      title="Compare scenarios"
      description={`Up to ${MAX_COMPARED} of this client's scenarios for tax year ${taxYear}, side by side.`}
    >
      <Stack gap="md">
        <MultiSelect
          label="Compare with"
          placeholder={chosen.length >= MAX_COMPARED - 1 ? "" : "Pick scenarios"}
          data={candidates.map((c) => ({ value: c.id, label: c.scenarioName }))}
          value={chosen}
          onChange={onOthers}
          maxValues={MAX_COMPARED - 1}
          searchable
          clearable
          nothingFoundMessage="No other scenario of this tax year"
          disabled={list.isPending}
          comboboxProps={{ withinPortal: true }}
        />
        {candidates.length === 0 && !list.isPending ? (
          <Alert color="gray" icon={<IconInfoCircle size={18} />}>
            This client has no other scenario for tax year {taxYear}. Copy this one (Copy above),
            change the copy, and compare the two here.
          </Alert>
        ) : null}
        {columns.length > 0 ? <CompareTable columns={columns} /> : null}
        {chosen.length > 0 ? (
          <Group gap="xs">
            <Button
              component="a"
              href={urlOf(reportRoutes.compareScenariosXlsx, ids)}
              download
              size="xs"
              variant="default"
              leftSection={<IconFileSpreadsheet size={15} />}
            >
              Download as Excel
            </Button>
            <Button
              component="a"
              href={urlOf(reportRoutes.compareScenariosCsv, ids)}
              download
              size="xs"
              variant="subtle"
            >
              CSV
            </Button>
            <Text size="xs" c="dimmed">
              The saved scenarios.
            </Text>
          </Group>
        ) : null}
        {loading ? (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        ) : null}
      </Stack>
    </RecordSection>
  );
}
