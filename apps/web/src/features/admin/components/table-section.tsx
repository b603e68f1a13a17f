import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One titled group of a rate-table form. */
export function TableSection(props: {
  title: string;
  hint?: string;
  cols?: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="xs" p={{ base: "md", sm: "lg" }} component="section">
      <Stack gap="sm">
        <Title order={2} fz="md" c="navy.9">
          {props.title}
        </Title>
        {props.hint ? (
          <Text size="xs" c="dimmed">
            {props.hint}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2, sm: props.cols ?? 3 }} spacing="sm">
          {props.children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
