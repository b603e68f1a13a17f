import type { IncomeTaxResult } from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { DateField } from "@/components/inputs/date-field";
import { MoneyInput } from "@/components/inputs/money-input";
import { RecordSection } from "../../../components/record-section";
import { errorOf, type ScenarioInputs, useScenarioForm } from "./scenario-form-context";

type Entry = NonNullable<ScenarioInputs["lumpSums"]>[number];
type AmountKey =
  | "amount"
  | "priorRetirementLumpSums"
  | "priorWithdrawalLumpSums"
  | "priorSeveranceBenefits";

const EVENTS: { value: NonNullable<Entry["event"]> | ""; label: string }[] = [
  { value: "", label: "Not said (taken as retirement)" },
  { value: "retirement", label: "Retirement (from 55)" },
  { value: "ill-health", label: "Ill health (sickness, accident, injury, incapacity)" },
  { value: "retrenchment", label: "Retrenchment (redundancy, employer's trade ends)" },
  { value: "death", label: "Death" },
  { value: "severance", label: "Severance benefit from the employer" },
];

const COMPONENTS: { key: "vested" | "savings" | "retirement"; label: string }[] = [
  { key: "vested", label: "Vested component (⅓ in cash)" },
  { key: "savings", label: "Savings component (all in cash)" },
  { key: "retirement", label: "Retirement component (annuity)" },
];

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
    results.find(
      (r) =>
        r.kind === entry.kind &&
        r.amount === entry.amount &&
        (r.accrualDate === undefined || r.accrualDate === entry.accrualDate),
    ) ?? null;
  const warningsFor = (index: number) =>
    (tax?.warnings ?? []).filter((w) => w.field.startsWith(`lumpSums.${index}.`));

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
                      onChange={(kind) =>
                        setEntries(
                          entries.map((e, i) => {
                            if (i !== index) return e;
                            // Why it is paid and the two-pot components belong to retirement only.
                            const { event: _event, components: _components, ...rest } = e;
                            return kind === "retirement"
                              ? { ...e, kind: "retirement" }
                              : { ...rest, kind: "withdrawal" };
                          }),
                        )
                      }
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
                    {entry.kind === "retirement" ? (
                      <NativeSelect
                        label="Why it is paid"
                        description="Before 55 the retirement table applies only on ill health, retrenchment, death or a severance benefit; otherwise use the withdrawal table."
                        value={entry.event ?? ""}
                        onChange={(event) => {
                          const value = event.currentTarget.value as Entry["event"] | "";
                          const { event: _old, ...rest } = entry;
                          setEntries(
                            entries.map((e, i) =>
                              i === index ? (value === "" ? rest : { ...rest, event: value }) : e,
                            ),
                          );
                        }}
                        data={EVENTS}
                        error={errorOf(form, `lumpSums.${index}.event`)}
                      />
                    ) : null}
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
                    {entry.kind === "retirement" ? (
                      <TwoPotComponentsFields
                        entry={entry}
                        onChange={(components) => {
                          const { components: _old, ...rest } = entry;
                          setEntries(
                            entries.map((e, i) =>
                              i === index ? (components ? { ...rest, components } : rest) : e,
                            ),
                          );
                        }}
                        maximumCash={result?.twoPot?.maximumCash ?? null}
                        errorAt={(key) => errorOf(form, `lumpSums.${index}.components.${key}`)}
                      />
                    ) : null}
                    {warningsFor(index).map((w) => (
                      <Alert key={w.code} color="orange" variant="light" p="xs">
                        <Text size="sm">{w.message}</Text>
                      </Alert>
                    ))}
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

/** The two-pot components at retirement: they limit the cash (⅓ vested + savings, or all). */
function TwoPotComponentsFields({
  entry,
  onChange,
  maximumCash,
  errorAt,
}: {
  entry: Entry;
  onChange: (components: Entry["components"] | undefined) => void;
  maximumCash: number | null;
  errorAt: (key: string) => string | undefined;
}) {
  const components = entry.components;
  return (
    <Stack gap="xs">
      <Switch
        label="Two-pot member: give the components at retirement"
        description="Checks the cash against the vested (one third), savings (all) and retirement (annuity unless it and ⅔ of the vested component are at most R 165 000) components."
        checked={components !== undefined}
        onChange={(event) => onChange(event.currentTarget.checked ? {} : undefined)}
      />
      {components !== undefined ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {COMPONENTS.map((field) => (
            <MoneyInput
              key={field.key}
              label={field.label}
              value={components[field.key] ?? 0}
              onChange={(value) => onChange({ ...components, [field.key]: value })}
              error={errorAt(field.key)}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {components !== undefined && maximumCash !== null ? (
        <Text size="sm" c="dimmed">
          At most {formatMoney(maximumCash)} may be taken in cash; the rest buys an annuity.
        </Text>
      ) : null}
    </Stack>
  );
}
