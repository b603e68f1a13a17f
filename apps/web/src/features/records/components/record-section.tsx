import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface RecordSectionProps {
  title: string;
  /** One line under the title: what belongs here, or a hint. */
  description?: ReactNode;
  /** Top right of the section, e.g. an "Add" button or a badge. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled card grouping inputs or results on a record screen. */
export function RecordSection({ title, description, aside, children }: RecordSectionProps) {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <div style={{ display: "flex", justifyContent: "space-between", gap: 12 }}>
            <Title order={2} fz="lg" c="navy.9">
              {title}
            </Title>
            {aside}
          </div>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
