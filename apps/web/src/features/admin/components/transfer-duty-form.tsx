import type { TransferDutyTable } from "@adviser-desk/finance";
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { NumberField } from "./number-field";
import { TableSection } from "./table-section";
import { TextField } from "./text-field";

interface TransferDutyFormProps {
  table: TransferDutyTable;
  errors: Map<string, string>;
  onField: (path: string, value: unknown) => void;
}

/** A transfer duty table as a form: its bands (base + rate above `from`), source and estimate flag. */
export function TransferDutyForm({ table, errors, onField }: TransferDutyFormProps) {
  const field = { table, errors, onChange: onField };
  const bands = table.bands;
  return (
    <Stack gap="md">
      <TableSection title="Identity" cols={2}>
        <TextField
          label="Table id"
          description='e.g. "za-transfer-duty@2025-04-01"'
          path="id"
          {...field}
        />
        <TextField
          label="Source"
          description="Where the figures are published"
          path="source"
          {...field}
        />
        <Checkbox
          label="Some figures are estimates"
          checked={table.estimate}
          onChange={(event) => onField("estimate", event.currentTarget.checked)}
          mt="xs"
        />
      </TableSection>
      <Paper withBorder shadow="xs" p={{ base: "md", sm: "lg" }} component="section">
        <Stack gap="sm">
          <Title order={2} fz="md" c="navy.9">
            Duty bands
          </Title>
          <Text size="xs" c="dimmed">
            Duty = base + rate % × (value − from), for values above “from” up to “up to”. The last
            band has no upper limit.
          </Text>
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing={6} aria-label="Duty bands">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>From (R)</Table.Th>
                  <Table.Th>Up to (R)</Table.Th>
                  <Table.Th>Base (R)</Table.Th>
                  <Table.Th>Rate (%)</Table.Th>
                  <Table.Th aria-label="Remove" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bands.map((_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: bands are edited in place by position.
                  <Table.Tr key={i}>
                    <Table.Td>
                      <NumberField label="" path={`bands.${i}.from`} {...field} />
                    </Table.Td>
                    <Table.Td>
                      <NumberField label="" path={`bands.${i}.upTo`} nullable {...field} />
                    </Table.Td>
                    <Table.Td>
                      <NumberField label="" path={`bands.${i}.base`} {...field} />
                    </Table.Td>
                    <Table.Td>
                      <NumberField label="" path={`bands.${i}.ratePercent`} {...field} />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove band ${i + 1}`}
                        disabled={bands.length <= 1}
                        onClick={() =>
                          onField(
                            "bands",
                            bands.filter((__, j) => j !== i),
                          )
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => {
                const last = bands.at(-1);
                onField("bands", [
                  ...bands,
                  {
                    from: last?.upTo ?? 0,
                    upTo: null,
                    base: 0,
                    ratePercent: last?.ratePercent ?? 0,
                  },
                ]);
              }}
            >
              Add band
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
