import { JsonInput, Stack, Text } from "@mantine/core";
import { useState } from "react";

interface JsonTableEditorProps {
  initial: unknown;
  onTable: (table: unknown) => void;
  label: string;
}

/**
 * A nested table (the transfer cost tariff: fee scales, deeds office fees, disbursements, VAT,
 * bank initiation fee) edited as JSON; every keystroke that reads as JSON is checked live.
 */
export function JsonTableEditor({ initial, onTable, label }: JsonTableEditorProps) {
  const [text, setText] = useState(() => JSON.stringify(initial, null, 2));
  const [unreadable, setUnreadable] = useState<string | null>(null);
  return (
    <Stack gap={4}>
      <JsonInput
        label={label}
        value={text}
        onChange={(next) => {
          setText(next);
          try {
            onTable(JSON.parse(next));
            setUnreadable(null);
          } catch (error) {
            setUnreadable(error instanceof Error ? error.message : "not valid JSON");
          }
        }}
        autosize
        minRows={16}
        maxRows={32}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 12 } }}
        error={unreadable ? `Not valid JSON: ${unreadable}` : undefined}
      />
      <Text size="xs" c="dimmed">
        Amounts in rand, rates in percent; each part names its source and whether it is an estimate.
      </Text>
    </Stack>
  );
}
