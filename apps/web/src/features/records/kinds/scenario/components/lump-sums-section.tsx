import type { IncomeTaxResult } from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { DateField } from "@/components/records/date-field";
import { MoneyInput } from "@/components/records/money-input";
import { RecordSection } from "@/components/records/record-section";
import { errorOf, type ScenarioInputs, useScenarioForm } from "./scenario-form-context";

type Entry = NonNullable<ScenarioInputs["lumpSums"]>[number];
type AmountKey =
  | "amount"
  | "priorRetirementLumpSums"
  | "priorWithdrawalLumpSums"
  | "priorSeveranceBenefits";

const AMOUNTS: { key: AmountKey; label: string }[] = [
  { key: "amount", label: "Lump sum taken in cash" },
  { key: "priorRetirementLumpSums", label: "Earlier retirement lump sums (since 1 Oct 2007)" },
  { key: "priorWithdrawalLumpSums", label: "Earlier withdrawal benefits (since 1 Mar 2009)" },
  { key: "priorSeveranceBenefits", label: "Earlier severance benefits (since 1 Mar 2011)" },
];

/** Retirement and withdrawal lump sums on SARS's lump-sum tables, with the cumulative rule. */
export function LumpSumsSection({
  tax,
  periodStart,
}: {
  tax: IncomeTaxResult | null;
  periodStart: string;
}) {
  const form = useScenarioForm();
  const entries = form.inputs.lumpSums ?? [];
  const setEntries = (next: Entry[]) => form.set({ lumpSums: next });
  const update = (index: number, patch: Partial<Entry>) =>
    setEntries(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  // Results come back in accrual order: match them to entries by kind and amount. Results saved
  // before lump sums were modelled have no list.
  const results = tax?.lumpSums ?? [];
  const resultFor = (entry: Entry) =>
    results.find((r) => r.kind === entry.kind && r.amount === entry.amount) ?? null;

  return (
    <RecordSection
      title="Retirement fund lump sums"
      description="Taxed on SARS's lump-sum tables, separately from income: earlier lump sums use up the tax-free part."
      aside={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            setEntries([...entries, { kind: "retirement", amount: 0, accrualDate: periodStart }])
          }
        >
          Add lump sum
        </Button>
      }
    >
      <Stack gap="sm">
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            No lump sums this year.
          </Text>
        ) : (
          entries.map((entry, index) => {
            const result = resultFor(entry);
            return (
              <Paper
                // Lump sums have no identity of their own: their place in the list is it.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                withBorder
                radius="md"
                p="sm"
                bg="gray.0"
              >
                <Group align="flex-start" gap="sm" wrap="nowrap">
                  <Stack gap="sm" style={{ flex: 1 }}>
                    <SegmentedControl
                      aria-label={`Lump sum ${index + 1} kind`}
                      value={entry.kind}
                      onChange={(kind) => update(index, { kind: kind as Entry["kind"] })}
                      data={[
                        { value: "retirement", label: "Retirement" },
                        { value: "withdrawal", label: "Withdrawal" },
                      ]}
                      fullWidth
                    />
                    <Text size="xs" c="dimmed">
                      {entry.kind === "retirement"
                        ? "On retirement, death or retrenchment, or a severance benefit: the retirement table."
                        : "Resignation, dismissal or emigration before retirement: the withdrawal table."}
                    </Text>
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                      <DateField
                        label="Date it accrues"
                        value={entry.accrualDate}
                        onChange={(accrualDate) => update(index, { accrualDate })}
                        error={errorOf(form, `lumpSums.${index}.accrualDate`)}
                      />
                      {AMOUNTS.map((field) => (
                        <MoneyInput
                          key={field.key}
                          label={field.label}
                          value={entry[field.key] ?? 0}
                          onChange={(value) => update(index, { [field.key]: value })}
                          error={errorOf(form, `lumpSums.${index}.${field.key}`)}
                        />
                      ))}
                    </SimpleGrid>
                    {result ? (
                      <Text size="sm" fw={600}>
                        Tax {formatMoney(result.tax)}; you receive {formatMoney(result.netAmount)}
                        {result.estimate ? " (estimated table)" : ""}
                      </Text>
                    ) : null}
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={`Remove lump sum ${index + 1}`}
                    onClick={() => setEntries(entries.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={17} />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })
        )}
      </Stack>
    </RecordSection>
  );
}
