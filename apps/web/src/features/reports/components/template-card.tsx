import type { ReportTemplateInfo } from "@adviser-desk/contracts";
import { formatDateOr } from "@adviser-desk/format";
import {
  Alert,
  Badge,
  Button,
  Code,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconDownload, IconRestore, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { KINDS } from "@/features/records";
import { errorMessage } from "@/lib/error-message";
import { HttpError } from "@/lib/http-error";
import { markShownInline } from "@/lib/notify";
import {
  templateDownloadUrl,
  useResetReportTemplate,
  useUploadReportTemplate,
} from "../api/report-templates";
import classes from "./report.module.css";

/** One kind's Word template: which one is in use, upload a replacement, download, reset. */
export function TemplateCard({ template }: { template: ReportTemplateInfo }) {
  const upload = useUploadReportTemplate();
  const reset = useResetReportTemplate();
  const [problem, setProblem] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);
  const noun = KINDS[template.kind].plural;

  const onFile = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    upload.mutate(
      { kind: template.kind, file },
      {
        onError: (error) => {
          setProblem(error instanceof HttpError ? error.message : errorMessage(error));
          markShownInline(error);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg" c="navy.9">
            {noun}
          </Title>
          <Badge color={template.source === "uploaded" ? "teal" : "gray"} variant="light">
            {template.source === "uploaded" ? "Uploaded" : "Built-in"}
          </Badge>
        </Group>
        <Text size="sm">
          {template.source === "uploaded"
            ? `${template.fileName}, uploaded by ${template.uploadedBy ?? "someone"} on ${formatDateOr(template.uploadedAt, "an unknown date")}.`
            : "The template that ships with Adviser Desk."}
        </Text>
        {problem ? (
          <Alert color="red" variant="light" title="This template was not saved">
            {problem}
          </Alert>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <FileButton
            onChange={onFile}
            accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          >
            {(props) => (
              <Button
                {...props}
                size="sm"
                leftSection={<IconUpload size={17} />}
                loading={upload.isPending}
              >
                Upload .docx
              </Button>
            )}
          </FileButton>
          <Button
            component="a"
            href={templateDownloadUrl(template.kind)}
            download
            size="sm"
            variant="default"
            leftSection={<IconDownload size={17} />}
          >
            Download
          </Button>
          <Button
            size="sm"
            variant="subtle"
            color="red"
            leftSection={<IconRestore size={17} />}
            disabled={template.source === "built-in"}
            loading={reset.isPending}
            onClick={() => setResetting(true)}
          >
            Reset to built-in
          </Button>
          <ConfirmDialog
            opened={resetting}
            title="Go back to the built-in template?"
            confirmLabel="Reset to built-in"
            pending={reset.isPending}
            onCancel={() => setResetting(false)}
            onConfirm={() => reset.mutate(template.kind, { onSettled: () => setResetting(false) })}
          >
            {noun} are made from the template that ships with Adviser Desk again; the uploaded{" "}
            {template.fileName} is no longer used.
          </ConfirmDialog>
        </Group>
        <details className={classes.placeholders}>
          <summary>Placeholders this template may use</summary>
          <Stack gap={6} pt="xs">
            <Text size="sm">
              Fields:{" "}
              {template.fields
                .filter((f) => f !== "accountImage")
                .map((f) => (
                  <Code key={f} mr={4}>{`{${f}}`}</Code>
                ))}
            </Text>
            <Text size="sm">
              The logo: a picture whose alt text is <Code>accountImage</Code>.
            </Text>
            {Object.entries(template.loops).map(([loop, columns]) => (
              <Text key={loop} size="sm">
                <Code>{`{#${loop}}`}</Code> {columns.map((c) => `{${c}}`).join(" ")}{" "}
                <Code>{`{/${loop}}`}</Code>
              </Text>
            ))}
          </Stack>
        </details>
      </Stack>
    </Paper>
  );
}
