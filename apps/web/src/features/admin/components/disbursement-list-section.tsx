import type { Disbursement } from "@adviser-desk/finance";
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { CheckboxField } from "@/components/fields/checkbox-field";
import { NumberField } from "@/components/fields/number-field";
import { TextField } from "@/components/fields/text-field";
import { newDisbursement } from "../lib/new-tariff-rows";
import type { TableFieldBinding } from "../lib/table-field";

const APPLIES_TO = [
  { value: "all", label: "Every buyer" },
  { value: "natural", label: "Natural persons" },
  { value: "juristic", label: "Companies, CCs and trusts" },
];

interface DisbursementListSectionProps {
  /** "Transfer disbursements", "Bond disbursements". */
  title: string;
  /** "transferDisbursements" or "bondDisbursements". */
  path: string;
  items: readonly Disbursement[];
  field: TableFieldBinding;
}

/** A list of typical attorney disbursements (VAT included), each added, edited or removed on its own. */
export function DisbursementListSection({
  title,
  path,
  items,
  field,
}: DisbursementListSectionProps) {
  return (
    <Paper withBorder shadow="xs" p={{ base: "md", sm: "lg" }} component="section">
      <Stack gap="sm">
        <Title order={2} fz="md" c="navy.9">
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          Amounts in rand, VAT included. Each key is unique within the list.
        </Text>
        {items.length === 0 ? <Text size="sm">No disbursements.</Text> : null}
        {items.map((item, i) => (
          <DisbursementFields
            // biome-ignore lint/suspicious/noArrayIndexKey: a key being typed is no stable identity; the position is.
            key={i}
            item={item}
            at={`${path}.${i}`}
            onRemove={() =>
              field.onChange(
                path,
                items.filter((_, j) => j !== i),
              )
            }
            field={field}
          />
        ))}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => field.onChange(path, [...items, newDisbursement(items)])}
          >
            Add disbursement
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function DisbursementFields(props: {
  item: Disbursement;
  at: string;
  onRemove: () => void;
  field: TableFieldBinding;
}) {
  const { item, at, onRemove, field } = props;
  const name = item.label || item.key;
  return (
    <Paper withBorder p="sm" bg="gray.0" aria-label={`Disbursement: ${name}`} role="group">
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField label="Label" path={`${at}.label`} {...field} />
          <TextField label="Key" path={`${at}.key`} {...field} />
          <NumberField label="Amount (R)" path={`${at}.amount`} {...field} />
          <Select
            label="Applies to"
            data={APPLIES_TO}
            value={item.appliesTo}
            allowDeselect={false}
            error={field.errors.get(`${at}.appliesTo`)}
            onChange={(value) => field.onChange(`${at}.appliesTo`, value)}
          />
          <TextField label="Source" path={`${at}.source`} {...field} />
          <CheckboxField label="This amount is an estimate" path={`${at}.estimate`} {...field} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={onRemove}
            aria-label={`Remove disbursement ${name}`}
          >
            Remove
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
