import "../components/record-of-advice/record-of-advice-styles";
import {
  type IssuedRoa,
  type RoaContent,
  type RoaProblem,
  riskProfileOf,
  roaProblems,
} from "@adviser-desk/contracts";
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconDeviceFloppy, IconDownload, IconFileCertificate } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { errorMessage } from "@/lib/error-message";
import { HttpError } from "@/lib/http-error";
import { useMemberCan } from "@/lib/member-can";
import { clientPath } from "@/lib/paths";
import {
  useIssueRecordOfAdvice,
  useRecordOfAdvice,
  useSaveRecordOfAdvice,
} from "../api/record-of-advice";
import { AcknowledgementLinkPanel } from "../components/record-of-advice/acknowledgement-link-panel";
import { BasisSection } from "../components/record-of-advice/basis-section";
import { FeesSection } from "../components/record-of-advice/fees-section";
import { NeedsSection } from "../components/record-of-advice/needs-section";
import { ProductsSection } from "../components/record-of-advice/products-section";
import { ReplacementSection } from "../components/record-of-advice/replacement-section";
import { RoaChecklist } from "../components/record-of-advice/roa-checklist";

/** The problems an answer from the issue route names, when it refused an incomplete record. */
const refusedProblems = (error: unknown): RoaProblem[] | null =>
  error instanceof HttpError && Array.isArray(error.problem?.problems)
    ? (error.problem.problems as RoaProblem[])
    : null;

/**
 * /clients/:clientId/record-of-advice: the client's record of advice, written section by section
 * from the file, saved as a draft, and issued (stored as a PDF, byte for byte) once every
 * required section is filled in.
 */
export function RecordOfAdviceScreen() {
  const { clientId = "" } = useParams();
  const draft = useRecordOfAdvice(clientId);
  const save = useSaveRecordOfAdvice(clientId);
  const issue = useIssueRecordOfAdvice(clientId);
  const canWrite = useMemberCan("clients.write");
  const canIssue = useMemberCan("packs.issue");
  const [edited, setEdited] = useState<RoaContent | null>(null);
  const [issued, setIssued] = useState<IssuedRoa | null>(null);
  const [emailLink, setEmailLink] = useState(true);
  const d = draft.data;

  if (draft.isError) {
    return (
      <Alert color="red" title="The record of advice could not be loaded">
        {errorMessage(draft.error)}
      </Alert>
    );
  }
  if (!d) return <Loader size="sm" aria-label="Loading the record of advice" />;

  const content = edited ?? d.content;
  const live = new Set(d.records.map((r) => r.id));
  const problems = roaProblems(content, live);
  const risk = riskProfileOf(content.needs.riskAnswers);
  const change = (next: RoaContent) => {
    setEdited(next);
    setIssued(null);
  };

  const saveNow = async () => {
    const saved = await save.mutateAsync({ version: d.version, content });
    setEdited(null);
    return saved;
  };
  const issueNow = async () => {
    const version = edited || d.version === 0 ? (await saveNow()).version : d.version;
    setIssued(await issue.mutateAsync({ version, sendLink: emailLink ? "email" : "copy" }));
  };
  const serverProblems = refusedProblems(issue.error);
  const busy = save.isPending || issue.isPending;

  return (
    <Stack gap="lg">
      <title>{`Record of advice: ${d.clientFullName} · Adviser Desk`}</title>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2}>
          <Title order={1} fz={26} c="navy.9">
            Record of advice
          </Title>
          <Text size="sm" c="dimmed">
            For{" "}
            <Anchor component={Link} to={clientPath(clientId)}>
              {d.clientFullName}
            </Anchor>{" "}
            · issued as version {d.nextIssueNumber}
            {d.updatedAtText ? ` · draft saved ${d.updatedAtText}` : " · not saved yet"}
          </Text>
        </Stack>
        <Group gap="sm">
          {canWrite ? (
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={17} />}
              loading={save.isPending && !issue.isPending}
              disabled={busy || edited === null}
              onClick={() => void saveNow().catch(() => undefined)}
            >
              Save draft
            </Button>
          ) : null}
          {canIssue ? (
            <Checkbox
              label="E-mail the client a link to acknowledge it"
              checked={emailLink}
              onChange={(e) => setEmailLink(e.currentTarget.checked)}
            />
          ) : null}
          {canIssue ? (
            <Button
              leftSection={<IconFileCertificate size={17} />}
              loading={issue.isPending}
              disabled={busy || problems.length > 0}
              onClick={() => void issueNow().catch(() => undefined)}
            >
              Issue version {d.nextIssueNumber}
            </Button>
          ) : null}
        </Group>
      </Group>
      {save.error ? (
        <Alert color="red" title="The draft was not saved">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      {issue.error ? (
        <Alert color="red" title="The record was not issued">
          {serverProblems ? <RoaChecklist problems={serverProblems} /> : errorMessage(issue.error)}
        </Alert>
      ) : null}
      {issued ? (
        <Alert color="teal" title={`Version ${issued.roaNumber} issued`} role="status">
          <Stack gap={4}>
            <Text size="sm">
              {issued.pages} pages, issued {issued.issuedAtText}. It is kept exactly as issued.
            </Text>
            <Anchor
              href={issued.pdfUrl}
              size="sm"
              display="inline-flex"
              style={{ alignItems: "center", gap: 4 }}
            >
              <IconDownload size={16} /> Download the PDF
            </Anchor>
            {issued.link ? (
              <AcknowledgementLinkPanel link={issued.link} />
            ) : (
              <Text size="sm">
                The client cannot acknowledge it online: their profile has neither an ID number nor
                an e-mail address for them to confirm who they are.
              </Text>
            )}
          </Stack>
        </Alert>
      ) : null}
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <BasisSection
              basis={content.basis}
              records={d.records}
              fullSchedules={content.fullSchedules}
              onChange={(basis) => change({ ...content, basis })}
              onFullSchedules={(fullSchedules) => change({ ...content, fullSchedules })}
            />
            <NeedsSection
              needs={content.needs}
              profile={d.profile}
              risk={risk}
              onChange={(needs) => change({ ...content, needs })}
            />
            <ProductsSection
              products={content.products}
              records={d.records}
              tickedIds={content.basis.recordIds}
              onChange={(products) => change({ ...content, products })}
            />
            <ReplacementSection
              products={content.products}
              onChange={(products) => change({ ...content, products })}
            />
            <FeesSection fees={content.fees} onChange={(fees) => change({ ...content, fees })} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="lg" pos="sticky" top={80}>
            <RoaChecklist problems={problems} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
