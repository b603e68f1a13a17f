import { formatDateTime } from "@adviser-desk/format";
import { Group, Pagination, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { useAudit } from "../api/list-audit";
import { auditChanges } from "../lib/audit-changes";
import { actionLabel, targetLabel } from "../lib/audit-describe";

interface AuditTrailProps {
  title?: string;
  targetType?: string;
  targetId?: string;
  pageSize?: number;
}

/** The audit entries about one target (or all): when, who, what, and each field before → after. */
export function AuditTrail({
  title = "Audit trail",
  targetType,
  targetId,
  pageSize = 10,
}: AuditTrailProps) {
  const [page, setPage] = useState(1);
  const audit = useAudit({
    page,
    pageSize,
    ...(targetType ? { targetType } : {}),
    ...(targetId ? { targetId } : {}),
  });
  const data = audit.data;
  return (
    <SectionCard title={title} gap="sm">
      {data && data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No changes recorded yet.
        </Text>
      ) : null}
      {data && data.items.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" fz="sm" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Change</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(entry.at)}</Table.Td>
                  <Table.Td>{entry.actorEmail}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {actionLabel(entry.action)}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                      {targetLabel(entry)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {auditChanges(entry.before, entry.after).map((line) => (
                        <Text key={line.field} size="xs">
                          <b>{line.label}</b>: {line.before} → {line.after}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {data && data.total > pageSize ? (
        <Group justify="flex-end">
          <Pagination
            size="sm"
            total={Math.ceil(data.total / pageSize)}
            value={page}
            onChange={setPage}
          />
        </Group>
      ) : null}
    </SectionCard>
  );
}
