import type { TraceLine } from "@adviser-desk/finance";
import { Alert, Anchor, Collapse, Paper, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { TraceTable } from "../../../components/trace-table";

interface SolverCardProps {
  title: string;
  description: ReactNode;
  input: ReactNode;
  /** The answer; null while there is none. */
  answer: ReactNode;
  /** The reason there is no answer, as a sentence. */
  problem: string | null;
  trace: readonly TraceLine[] | null;
  /** A button that takes the answer into the loan. */
  action?: ReactNode;
}

/** One "what if": an input, the answer or why there is none, and its working on request. */
export function SolverCard({
  title,
  description,
  input,
  answer,
  problem,
  trace,
  action,
}: SolverCardProps) {
  const [showWorking, setShowWorking] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md" c="navy.9">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {input}
        {problem ? (
          <Alert color="orange" icon={<IconInfoCircle size={18} />} role="status">
            {problem}
          </Alert>
        ) : (
          answer
        )}
        {action}
        {trace && !problem ? (
          <>
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => setShowWorking((v) => !v)}
              aria-expanded={showWorking}
              style={{ alignSelf: "flex-start" }}
            >
              {showWorking ? "Hide the working" : "Show the working"}
            </Anchor>
            <Collapse expanded={showWorking}>
              <TraceTable trace={trace} caption={`Working: ${title}`} />
            </Collapse>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
