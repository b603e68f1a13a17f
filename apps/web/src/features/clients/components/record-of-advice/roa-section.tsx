import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One section of the record of advice's editor, named as the printed record names it. */
export function RoaSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="lg"
      component="section"
      aria-labelledby={id}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" c="navy.9" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
