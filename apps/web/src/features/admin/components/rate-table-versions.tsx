import type { RateTableVersion } from "@adviser-desk/contracts";
import { formatDateOr } from "@adviser-desk/format";
import { Anchor, Badge, Table, Text } from "@mantine/core";
import { Link } from "react-router";

interface RateTableVersionsProps {
  rows: (RateTableVersion & { versions?: number })[];
  /** Where a row's key leads (the editor), or null for a plain history. */
  linkOf: ((row: RateTableVersion) => string) | null;
  keyLabel: string;
}

/** Tables (newest version each) or one table's versions: key, version, note, when and by whom. */
export function RateTableVersions({ rows, linkOf, keyLabel }: RateTableVersionsProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={`${keyLabel}s`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{keyLabel}</Table.Th>
            <Table.Th>Version</Table.Th>
            <Table.Th>Source note</Table.Th>
            <Table.Th>Published</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td fw={600}>
                {linkOf ? (
                  <Anchor component={Link} to={linkOf(row)} c="navy.8" fw={600}>
                    {row.key}
                  </Anchor>
                ) : (
                  row.key
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none">
                  v{row.version}
                  {row.versions && row.versions > 1 ? ` of ${row.versions}` : ""}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {row.source}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateOr(row.createdAt, "—")}</Text>
                <Text size="xs" c="dimmed">
                  {row.createdByEmail ?? "built in"}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
