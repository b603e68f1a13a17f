import {
  FEE_FREQUENCIES,
  FEE_FREQUENCY_LABELS,
  ROA_SECTIONS,
  type RoaFee,
} from "@adviser-desk/contracts";
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { OptionalMoneyInput } from "./optional-money-input";
import { RoaSection } from "./roa-section";

const newFee = (): RoaFee => ({ description: "", amount: null, frequency: "once", basis: "" });

/** Section 5 (s3(1)(a)(vii)): every fee and charge, in rand or its basis of calculation. */
export function FeesSection({
  fees,
  onChange,
}: {
  fees: RoaFee[];
  onChange: (fees: RoaFee[]) => void;
}) {
  const set = (i: number, fee: RoaFee) => onChange(fees.map((f, j) => (j === i ? fee : f)));
  return (
    <RoaSection
      id="roa-fees"
      title={ROA_SECTIONS.fees}
      hint="Advice fees, product fees and commission: an amount in rand, or how it is calculated."
    >
      {fees.map((f, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fee lines are edited in place, by position.
        <Paper key={i} withBorder p="sm" radius="md" role="group" aria-label={`Fee line ${i + 1}`}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            <TextInput
              label="Fee or charge"
              value={f.description}
              onChange={(e) => set(i, { ...f, description: e.currentTarget.value })}
            />
            <OptionalMoneyInput
              label="Amount"
              value={f.amount}
              onChange={(amount) => set(i, { ...f, amount })}
            />
            <Select
              label="How often"
              data={FEE_FREQUENCIES.map((value) => ({ value, label: FEE_FREQUENCY_LABELS[value] }))}
              value={f.frequency}
              allowDeselect={false}
              onChange={(v) => set(i, { ...f, frequency: (v ?? "once") as RoaFee["frequency"] })}
            />
            <TextInput
              label="How it is calculated"
              value={f.basis}
              onChange={(e) => set(i, { ...f, basis: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={15} />}
              onClick={() => onChange(fees.filter((_, j) => j !== i))}
            >
              Remove fee line {i + 1}
            </Button>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...fees, newFee()])}
        >
          Add a fee
        </Button>
      </Group>
    </RoaSection>
  );
}
