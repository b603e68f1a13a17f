import { Alert } from "@mantine/core";
import { problemSentence } from "../../lib/problem-sentence";

/** A refused call's sentence, where the person acted. */
export function ProblemAlert({ error, title }: { error: unknown; title: string }) {
  if (!error) return null;
  return (
    <Alert color="red" title={title} role="alert" variant="light">
      {problemSentence(error)}
    </Alert>
  );
}
