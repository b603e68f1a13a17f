import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { MoneyInput } from "@/components/inputs/money-input";
import { RecordSection } from "../../../components/record-section";
import { FieldGrid } from "./field-grid";
import { FlagField, MoneyField } from "./scenario-fields";
import { errorOf, useScenarioForm } from "./scenario-form-context";

const MAX_RANDS = 100_000_000_000;

/** Disposals in the year (gains and losses), the loss brought forward and the year of death. */
export function CapitalGainsSection() {
  const form = useScenarioForm();
  const gains = form.inputs.capitalGains ?? [];
  const setGains = (next: typeof gains) => form.set({ capitalGains: next });

  return (
    <RecordSection
      title="Capital gains"
      description="Each disposal's proceeds less base cost; a loss as a negative amount."
      aside={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => setGains([...gains, { gain: 0, primaryResidence: false }])}
        >
          Add disposal
        </Button>
      }
    >
      <Stack gap="sm">
        {gains.length === 0 ? (
          <Text size="sm" c="dimmed">
            No disposals this year.
          </Text>
        ) : (
          gains.map((entry, index) => (
            <Paper
              // Disposals have no identity of their own: their place in the list is it.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              withBorder
              radius="md"
              p="sm"
              bg="gray.0"
            >
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1 }}>
                  <TextInput
                    label={`Disposal ${index + 1}`}
                    placeholder="e.g. Shares in XYZ"
                    value={entry.description ?? ""}
                    maxLength={200}
                    onChange={(event) =>
                      setGains(
                        gains.map((g, i) =>
                          i === index ? { ...g, description: event.currentTarget.value } : g,
                        ),
                      )
                    }
                  />
                  <MoneyInput
                    label="Gain or loss"
                    value={entry.gain}
                    min={-MAX_RANDS}
                    onChange={(gain) =>
                      setGains(gains.map((g, i) => (i === index ? { ...g, gain } : g)))
                    }
                    error={errorOf(form, `capitalGains.${index}.gain`)}
                  />
                  <Switch
                    label="Primary residence"
                    description="The primary residence exclusion applies"
                    checked={entry.primaryResidence ?? false}
                    onChange={(event) => {
                      const primaryResidence = event.currentTarget.checked;
                      setGains(gains.map((g, i) => (i === index ? { ...g, primaryResidence } : g)));
                    }}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={`Remove disposal ${index + 1}`}
                  onClick={() => setGains(gains.filter((_, i) => i !== index))}
                >
                  <IconTrash size={17} />
                </ActionIcon>
              </Group>
            </Paper>
          ))
        )}
        <FieldGrid>
          <MoneyField
            name="capitalLossBroughtForward"
            label="Assessed capital loss brought forward"
          />
        </FieldGrid>
        <FlagField
          name="yearOfDeath"
          label="The person died in this tax year"
          description="The year-of-death exclusion replaces the annual exclusion"
        />
      </Stack>
    </RecordSection>
  );
}
