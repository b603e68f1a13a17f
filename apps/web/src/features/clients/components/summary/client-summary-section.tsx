import { type ClientResponse, isoDateInSouthAfrica } from "@adviser-desk/contracts";
import { formatDate } from "@adviser-desk/format";
import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconCircleCheck, IconFileCertificate } from "@tabler/icons-react";
import { Link } from "react-router";
import { useMemberCan } from "@/lib/member-can";
import { recordOfAdvicePath } from "@/lib/paths";
import { useAdvicePacks, useClientSummary, useMarkClientReviewed } from "../../api/client-summary";
import { AdvicePackList } from "./advice-pack-list";
import { FileTimeline } from "./file-timeline";
import { KeyFigureCards } from "./key-figure-cards";

/** When the client was last advised and when the next review falls (ADR 050). */
function AdviceDates({ client }: { client: ClientResponse }) {
  const due = client.reviewDueOn !== null && client.reviewDueOn <= isoDateInSouthAfrica(new Date());
  return (
    <Text size="sm">
      {client.lastAdviceOn
        ? `Last advised on ${formatDate(client.lastAdviceOn)}`
        : "No record of advice issued yet"}
      {client.reviewDueOn ? (
        <>
          {" · "}
          <Text span size="sm" c={due ? "orange.9" : undefined} fw={due ? 600 : undefined}>
            {due ? "Review due since" : "Next review"} {formatDate(client.reviewDueOn)}
          </Text>
        </>
      ) : null}
    </Text>
  );
}

function SubTitle({ children, id }: { children: string; id?: string }) {
  return (
    <Title order={3} fz="md" c="navy.9" id={id}>
      {children}
    </Title>
  );
}

/**
 * The client summary (first on the client page): the profile in short, the headline figures of
 * the newest record of each kind, what changed since the last review (with "Mark reviewed"),
 * the file's timeline, and the records of advice issued (write one, download one as issued).
 */
export function ClientSummarySection({ client }: { client: ClientResponse }) {
  const summary = useClientSummary(client.id);
  const packs = useAdvicePacks(client.id);
  const review = useMarkClientReviewed(client.id);
  // Writing a record of advice is a change to the client file (issuing it is `packs.issue`).
  const canWrite = useMemberCan("clients.write");
  const canReview = useMemberCan("clients.review");
  if (client.deletedAt !== null) return null;
  const s = summary.data;

  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="lg"
      component="section"
      aria-labelledby="client-summary"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="lg" c="navy.9" id="client-summary">
              Summary
            </Title>
            <Text size="sm" c="dimmed">
              The client's whole picture, from their profile and calculations.
            </Text>
            <AdviceDates client={client} />
          </Stack>
          {canWrite ? (
            <Button
              component={Link}
              to={recordOfAdvicePath(client.id)}
              leftSection={<IconFileCertificate size={17} />}
            >
              Record of advice
            </Button>
          ) : null}
        </Group>
        {summary.isError ? (
          <Alert color="red" title="The summary could not be loaded">
            <Button size="xs" variant="light" onClick={() => void summary.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : !s ? (
          <Loader size="sm" aria-label="Loading the summary" />
        ) : (
          <>
            <SimpleGrid
              cols={{ base: 1, sm: 3 }}
              spacing="xs"
              role="group"
              aria-label="Profile in short"
            >
              {s.profile
                .filter((line) => !line.identity)
                .slice(1, 7)
                .map((line) => (
                  <Stack key={line.label} gap={0}>
                    <Text size="xs" c="dimmed">
                      {line.label}
                    </Text>
                    <Text size="sm">{line.value}</Text>
                  </Stack>
                ))}
            </SimpleGrid>
            <KeyFigureCards items={s.keyFigures} />
            <Divider />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <Stack gap="sm">
                <Group justify="space-between" gap="xs">
                  <SubTitle>Since the last review</SubTitle>
                  {canReview ? (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconCircleCheck size={15} />}
                      loading={review.isPending}
                      onClick={() => review.mutate()}
                    >
                      Mark reviewed
                    </Button>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {s.review.lastReviewedText
                    ? `Last reviewed ${s.review.lastReviewedText}.`
                    : "Not reviewed yet."}{" "}
                  {s.review.changes.length === 0
                    ? "Nothing has changed since."
                    : `${s.review.changes.length} ${s.review.changes.length === 1 ? "change" : "changes"}.`}
                </Text>
                {s.review.changes.length > 0 ? (
                  <FileTimeline
                    events={s.review.changes}
                    initial={5}
                    label="Changes since the last review"
                  />
                ) : null}
              </Stack>
              <Stack gap="sm">
                <SubTitle>Timeline</SubTitle>
                {s.timeline.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Nothing yet.
                  </Text>
                ) : (
                  <FileTimeline events={s.timeline} label="The file's timeline" />
                )}
              </Stack>
            </SimpleGrid>
            <Divider />
            <Stack gap="sm" role="group" aria-labelledby="advice-packs">
              <SubTitle id="advice-packs">Records of advice issued</SubTitle>
              {packs.data ? (
                <AdvicePackList
                  packs={packs.data.items}
                  fileName={`Record of advice - ${s.clientFullName}`}
                  clientId={client.id}
                />
              ) : (
                <Loader size="xs" aria-label="Loading the packs" />
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
