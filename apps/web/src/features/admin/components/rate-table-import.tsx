import {
  RATE_TABLE_KIND_LABELS,
  type RateTableKind,
  type RateTablePreviewResponse,
} from "@adviser-desk/contracts";
import { Button, FileInput, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { usePreviewRateTable } from "../api/rate-tables";
import { ProblemList } from "./problem-list";
import { PublishForm } from "./publish-form";

const KINDS = (Object.keys(RATE_TABLE_KIND_LABELS) as RateTableKind[]).map((value) => ({
  value,
  label: RATE_TABLE_KIND_LABELS[value],
}));

/**
 * The constants import of /admin: a JSON or CSV file (layout in the README) is checked by the
 * finance package on the server, each problem listed with its row; a valid table is compared
 * with the current version and can be published.
 */
export function RateTableImport() {
  const [kind, setKind] = useState<RateTableKind>("tax-year");
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<RateTablePreviewResponse | null>(null);
  const preview = usePreviewRateTable();

  const check = async () => {
    if (!file) return;
    const content = await file.text();
    const format = file.name.toLowerCase().endsWith(".csv") ? "csv" : "json";
    preview.mutate({ kind, format, content }, { onSuccess: setResult });
  };

  return (
    <Paper withBorder shadow="xs" p={{ base: "md", sm: "lg" }} component="section">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" c="navy.9">
            Import constants
          </Title>
          <Text size="sm" c="dimmed">
            Upload a tax year, transfer duty table, transfer cost tariff or lump-sum tax table as
            JSON, or as CSV with one <code>path,value</code> row per figure (e.g.{" "}
            <code>brackets.0.rate,0.18</code>).
          </Text>
        </Stack>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            size="md"
            label="Table"
            data={KINDS}
            value={kind}
            allowDeselect={false}
            onChange={(value) => {
              if (value) setKind(value as RateTableKind);
              setResult(null);
            }}
            w={220}
          />
          <FileInput
            size="md"
            label="File"
            placeholder="Choose a .json or .csv file"
            accept=".json,.csv,application/json,text/csv"
            leftSection={<IconUpload size={16} />}
            value={file}
            onChange={(next) => {
              setFile(next);
              setResult(null);
            }}
            clearable
            style={{ flex: "1 1 240px" }}
          />
          <Button onClick={() => void check()} disabled={!file} loading={preview.isPending}>
            Check file
          </Button>
        </Group>
        {result ? <ProblemList problems={result.problems} /> : null}
        {result?.valid ? (
          <PublishForm
            key={file?.name}
            kind={kind}
            preview={result}
            onPublished={() => {
              setResult(null);
              setFile(null);
            }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
