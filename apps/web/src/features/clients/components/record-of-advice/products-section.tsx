import {
  emptyReplacement,
  ROA_SECTIONS,
  type RoaProduct,
  type RoaRecord,
} from "@adviser-desk/contracts";
import {
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { RoaSection } from "./roa-section";

const newProduct = (): RoaProduct => ({
  name: "",
  provider: "",
  recommended: false,
  reason: "",
  evidence: null,
  replaces: null,
});

const evidenceValue = (e: RoaProduct["evidence"]) => (e ? `${e.recordId}|${e.key}` : null);

/** Section 3: every product considered; the recommended ones with why, and what shows it. */
export function ProductsSection({
  products,
  records,
  tickedIds,
  onChange,
}: {
  products: RoaProduct[];
  records: RoaRecord[];
  tickedIds: string[];
  onChange: (products: RoaProduct[]) => void;
}) {
  const set = (i: number, product: RoaProduct) =>
    onChange(products.map((p, j) => (j === i ? product : p)));
  // A recommendation can point to a result of a ticked calculation.
  const evidenceOptions = records
    .filter((r) => tickedIds.includes(r.id))
    .map((r) => ({
      group: r.name,
      items: r.evidence.map((e) => ({ value: `${r.id}|${e.key}`, label: e.text })),
    }));
  return (
    <RoaSection
      id="roa-products"
      title={ROA_SECTIONS.products}
      hint="List every product you considered. For each one you recommend, say why it meets the client's needs and link the calculation that shows it."
    >
      {products.map((p, i) => {
        const label = p.name || `Product ${i + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: products are edited in place, by position.
          <Paper key={i} withBorder p="md" radius="md" role="group" aria-label={label}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label="Product"
                  value={p.name}
                  onChange={(e) => set(i, { ...p, name: e.currentTarget.value })}
                />
                <TextInput
                  label="Provider"
                  value={p.provider}
                  onChange={(e) => set(i, { ...p, provider: e.currentTarget.value })}
                />
              </SimpleGrid>
              <Switch
                label="Recommended"
                checked={p.recommended}
                onChange={(e) =>
                  set(i, {
                    ...p,
                    recommended: e.currentTarget.checked,
                    replaces: e.currentTarget.checked ? p.replaces : null,
                  })
                }
              />
              <Textarea
                label={
                  p.recommended
                    ? "Why it is likely to meet the client's needs and objectives"
                    : "Why it was not recommended"
                }
                autosize
                minRows={2}
                value={p.reason}
                onChange={(e) => set(i, { ...p, reason: e.currentTarget.value })}
              />
              {p.recommended ? (
                <>
                  <Select
                    label="The calculation that shows it"
                    placeholder={
                      evidenceOptions.length === 0
                        ? "Tick a calculation in section 1"
                        : "Choose a result"
                    }
                    data={evidenceOptions}
                    value={evidenceValue(p.evidence)}
                    clearable
                    onChange={(v) => {
                      if (!v) return set(i, { ...p, evidence: null });
                      const [recordId = "", ...key] = v.split("|");
                      set(i, { ...p, evidence: { recordId, key: key.join("|") } });
                    }}
                  />
                  <Checkbox
                    label="It replaces a product the client holds"
                    checked={p.replaces !== null}
                    onChange={(e) =>
                      set(i, {
                        ...p,
                        replaces: e.currentTarget.checked ? emptyReplacement() : null,
                      })
                    }
                  />
                </>
              ) : null}
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={15} />}
                  onClick={() => onChange(products.filter((_, j) => j !== i))}
                >
                  Remove {label}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...products, newProduct()])}
        >
          Add a product
        </Button>
      </Group>
    </RoaSection>
  );
}
