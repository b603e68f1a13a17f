import { Alert, List } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";

/** The assumptions a result rests on (e.g. a 29 February birthday), stated where the adviser sees them. */
export function AssumptionsNotice({ assumptions }: { assumptions: readonly string[] | undefined }) {
  // Results saved before assumptions were recorded have none.
  if (!assumptions || assumptions.length === 0) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />} title="Assumption">
      <List size="sm" spacing={4}>
        {assumptions.map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
