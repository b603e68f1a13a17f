import {
  REPLACEMENT_ASPECTS,
  type ReplacementAspect,
  ROA_SECTIONS,
  type RoaProduct,
} from "@adviser-desk/contracts";
import { Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { RoaSection } from "./roa-section";

/** Section 4 (s8(1)(d)): each product that replaces one the client holds, side by side. */
export function ReplacementSection({
  products,
  onChange,
}: {
  products: RoaProduct[];
  onChange: (products: RoaProduct[]) => void;
}) {
  const replacing = products.flatMap((p, i) => (p.replaces ? [{ p, i }] : []));
  return (
    <RoaSection
      id="roa-replacement"
      title={ROA_SECTIONS.replacement}
      hint="When a recommended product replaces one the client holds, compare the two on every point. Tick “It replaces a product the client holds” in section 3."
    >
      {replacing.length === 0 ? (
        <Text size="sm">No recommended product replaces one the client holds.</Text>
      ) : (
        replacing.map(({ p, i }) => {
          const r = p.replaces;
          if (!r) return null;
          const set = (next: typeof r) =>
            onChange(products.map((x, j) => (j === i ? { ...p, replaces: next } : x)));
          return (
            <Paper
              key={i}
              withBorder
              p="md"
              radius="md"
              role="group"
              aria-label={`${p.name || `Product ${i + 1}`} replaces`}
            >
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label="Product replaced"
                    value={r.existingProduct}
                    onChange={(e) => set({ ...r, existingProduct: e.currentTarget.value })}
                  />
                  <TextInput
                    label="Its provider"
                    value={r.existingProvider}
                    onChange={(e) => set({ ...r, existingProvider: e.currentTarget.value })}
                  />
                </SimpleGrid>
                {Object.entries(REPLACEMENT_ASPECTS).map(([aspect, label]) => {
                  const key = aspect as ReplacementAspect;
                  return (
                    <SimpleGrid key={key} cols={{ base: 1, sm: 2 }} spacing="sm">
                      <Textarea
                        label={`${label}: the product replaced`}
                        autosize
                        minRows={1}
                        value={r[key].existing}
                        onChange={(e) =>
                          set({ ...r, [key]: { ...r[key], existing: e.currentTarget.value } })
                        }
                      />
                      <Textarea
                        label={`${label}: ${p.name || "the recommended product"}`}
                        autosize
                        minRows={1}
                        value={r[key].proposed}
                        onChange={(e) =>
                          set({ ...r, [key]: { ...r[key], proposed: e.currentTarget.value } })
                        }
                      />
                    </SimpleGrid>
                  );
                })}
              </Stack>
            </Paper>
          );
        })
      )}
    </RoaSection>
  );
}
