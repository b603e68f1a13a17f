import { Button, Stack, Text } from "@mantine/core";
import { downloadTableCsv } from "../lib/download-csv";

/**
 * Downloads, as CSV, the table the page opened with: the published version, or for a date with no
 * table yet the starting draft made from the nearest published one. Never the form's edits: a
 * draft with unsaved, invalid edits exported as the table gave a file that failed its own import
 * (review B3-10). The line under the button says which table the file holds.
 */
export function SavedTableCsvButton(props: {
  /** The table as opened, before any edit in the form. */
  opened: unknown;
  /** The published version it is, or null for a starting draft. */
  version: number | null;
  fileName: string;
  /** Whether the form differs from the table as opened. */
  edited: boolean;
}) {
  const { opened, version, fileName, edited } = props;
  const what =
    version === null
      ? "The starting draft, from the nearest published table"
      : `The published version ${version}`;
  return (
    <Stack gap={2} align="flex-start">
      <Button variant="default" onClick={() => downloadTableCsv(opened, fileName)}>
        Download CSV
      </Button>
      <Text size="xs" c="dimmed">
        {edited ? `${what}, without the changes in the form.` : `${what}.`}
      </Text>
    </Stack>
  );
}
