import type { RateTableProblem } from "@adviser-desk/contracts";
import { Alert, List, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";

/** The finance package's verdict on a table: every problem with its path (and CSV row). */
export function ProblemList({ problems }: { problems: RateTableProblem[] }) {
  if (problems.length === 0) {
    return (
      <Alert color="teal" icon={<IconCircleCheck size={20} />} title="The table is valid">
        Every figure passed the finance package's checks.
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={20} />}
      title={`${problems.length} ${problems.length === 1 ? "problem" : "problems"} to fix`}
      role="alert"
    >
      <List size="sm" spacing={4} aria-label="Problems">
        {problems.map((problem) => (
          <List.Item key={`${problem.row ?? ""}:${problem.path}:${problem.message}`}>
            {problem.row !== undefined ? (
              <Text span fw={700}>
                Row {problem.row}:{" "}
              </Text>
            ) : null}
            <Text span ff="monospace" size="sm">
              {problem.path || "(file)"}
            </Text>{" "}
            {problem.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
