import type { SummaryKeyFigures } from "@adviser-desk/contracts";
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { EstimateBadge } from "@/components/estimate-badge";
import { recordPath } from "@/features/records";

const ESTIMATE_REASON =
  "Rests on a table figure that is not yet confirmed; the record's report says which.";

/** The headline figures of the newest record of each kind, each card linking to its record. */
export function KeyFigureCards({ items }: { items: SummaryKeyFigures[] }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No calculations yet: their headline figures show here once there are some.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {items.map((item) => (
        <Paper key={item.kind} withBorder radius="md" p="md" role="group" aria-label={item.heading}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} c="navy.9">
                {item.heading}
              </Text>
              {item.locked ? (
                <Badge size="sm" variant="light" color="gray">
                  Locked
                </Badge>
              ) : null}
            </Group>
            <Anchor component={Link} to={recordPath(item.kind, item.recordId)} size="sm">
              {item.recordName}
            </Anchor>
            {item.figures.map((f, i) => (
              <Group key={f.label} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" c={i === 0 ? undefined : "dimmed"} fw={i === 0 ? 600 : 400}>
                  {f.label}
                </Text>
                <Group gap={6} wrap="nowrap">
                  {f.estimate ? <EstimateBadge reason={ESTIMATE_REASON} /> : null}
                  <Text size="sm" fw={i === 0 ? 700 : 500} ta="right">
                    {f.value}
                  </Text>
                </Group>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
