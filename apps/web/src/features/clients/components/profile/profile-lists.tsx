import type { Dependant, RetirementFund } from "@adviser-desk/contracts";
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { MoneyInput } from "@/components/inputs/money-input";

interface ListEditorProps<Item> {
  legend: string;
  addLabel: string;
  initial: Item[];
  blank: Item;
  /** Every change of the list, to be written into the form. */
  onChange: (items: Item[]) => void;
  /** The form's error for a path such as "dependants.0.name". */
  errorAt: (path: string) => ReactNode;
  row: (item: Item, index: number, set: (item: Item) => void) => ReactNode;
  path: string;
}

/** A list of small rows (add, edit, remove) kept in step with one form field. */
function ListEditor<Item>(props: ListEditorProps<Item>) {
  const [items, setItems] = useState(props.initial);
  const change = (next: Item[]) => {
    setItems(next);
    props.onChange(next);
  };
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={600}>
        {props.legend}
      </Text>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          {props.row(item, index, (changed) =>
            change(items.map((old, i) => (i === index ? changed : old))),
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            mt={4}
            aria-label={`Remove ${props.legend.toLowerCase()} ${index + 1}`}
            onClick={() => change(items.filter((_, i) => i !== index))}
          >
            <IconTrash size={17} />
          </ActionIcon>
        </Group>
      ))}
      <Text size="sm" c="red">
        {props.errorAt(props.path)}
      </Text>
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={15} />}
          onClick={() => change([...items, props.blank])}
        >
          {props.addLabel}
        </Button>
      </Group>
    </Stack>
  );
}

interface ListProps<Item> {
  initial: Item[];
  onChange: (items: Item[]) => void;
  errorAt: (path: string) => ReactNode;
}

export function DependantsEditor(props: ListProps<Dependant>) {
  return (
    <ListEditor
      {...props}
      legend="Dependants"
      addLabel="Add a dependant"
      path="dependants"
      blank={{ name: "", dateOfBirth: null }}
      row={(item, i, set) => (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" style={{ flex: 1 }}>
          <TextInput
            aria-label={`Dependant ${i + 1} name`}
            placeholder="Name"
            value={item.name}
            error={props.errorAt(`dependants.${i}.name`)}
            onChange={(e) => set({ ...item, name: e.currentTarget.value })}
          />
          <TextInput
            aria-label={`Dependant ${i + 1} date of birth`}
            type="date"
            value={item.dateOfBirth ?? ""}
            error={props.errorAt(`dependants.${i}.dateOfBirth`)}
            onChange={(e) => set({ ...item, dateOfBirth: e.currentTarget.value || null })}
          />
        </SimpleGrid>
      )}
    />
  );
}

export function RetirementFundsEditor(props: ListProps<RetirementFund>) {
  return (
    <ListEditor
      {...props}
      legend="Retirement funds"
      addLabel="Add a fund"
      path="retirementFunds"
      blank={{ fund: "", value: 0 }}
      row={(item, i, set) => (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" style={{ flex: 1 }}>
          <TextInput
            aria-label={`Fund ${i + 1} name`}
            placeholder="Fund (e.g. a retirement annuity)"
            value={item.fund}
            error={props.errorAt(`retirementFunds.${i}.fund`)}
            onChange={(e) => set({ ...item, fund: e.currentTarget.value })}
          />
          <MoneyInput
            aria-label={`Fund ${i + 1} value`}
            value={item.value}
            error={props.errorAt(`retirementFunds.${i}.value`)}
            onChange={(value) => set({ ...item, value })}
          />
        </SimpleGrid>
      )}
    />
  );
}
