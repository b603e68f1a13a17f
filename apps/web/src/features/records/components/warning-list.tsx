import { Alert, List } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

interface WarningListProps {
  warnings: readonly { message: string }[];
}

/** Input the engine ignored or capped, said plainly. Nothing when there is nothing to say. */
export function WarningList({ warnings }: WarningListProps) {
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Please note">
      <List size="sm" spacing={4}>
        {warnings.map((warning) => (
          <List.Item key={warning.message}>{warning.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
