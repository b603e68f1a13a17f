import { Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";

interface StatTileProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** The headline figure: larger and in the brand colour. */
  emphasis?: boolean;
}

/** One figure of the results: what it is, the amount, and a line of context. */
export function StatTile({ label, value, hint, emphasis = false }: StatTileProps) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} bg={emphasis ? "navy.0" : undefined}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text
        fz={emphasis ? { base: 18, sm: 23 } : { base: 15, sm: 18 }}
        fw={700}
        c={emphasis ? "navy.8" : "navy.9"}
        mt={4}
        lh={1.25}
        style={{ fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" }}
      >
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
