import { formatDateOr } from "@adviser-desk/format";
import { Badge, Table, Text } from "@mantine/core";
import { NO_START_DATE } from "@/lib/constants";
import { HorizontalScroll } from "../../../components/horizontal-scroll";
import { RecordSection } from "../../../components/record-section";

import type { TableUsed } from "../lib/tables-used";

/** Which rate tables the result was computed with: ids and the dates they take effect. */
export function TablesUsed({ tables }: { tables: readonly TableUsed[] }) {
  return (
    <RecordSection
      title="Tables used"
      description="A locked calculation keeps these, so its result never changes."
    >
      <HorizontalScroll minWidth={480} label="Tables used">
        <Table verticalSpacing={6} fz="sm" aria-label="Tables used">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Table</Table.Th>
              <Table.Th>Id</Table.Th>
              <Table.Th>In force from</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tables.map((table) => (
              <Table.Tr key={table.tableId}>
                <Table.Td>
                  {table.label}
                  {table.estimate ? (
                    <Badge ml={6} size="sm" variant="light" color="orange" radius="sm">
                      Partly estimated
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {table.tableId}
                    {table.version !== null ? ` (version ${table.version})` : ""}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {formatDateOr(table.effectiveFrom, NO_START_DATE)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </HorizontalScroll>
    </RecordSection>
  );
}
