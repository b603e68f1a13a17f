import { Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface ErrorPanelProps {
  icon: Icon;
  /** A small line above the title, e.g. "Error 404". */
  eyebrow?: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** A calm, centred card for "not found" and "something went wrong". */
export function ErrorPanel({
  icon: PanelIcon,
  eyebrow,
  title,
  children,
  actions,
}: ErrorPanelProps) {
  return (
    <Paper withBorder shadow="sm" p={{ base: "lg", xs: "xl" }} w="100%" maw={520} mx="auto">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="navy">
          <PanelIcon size={30} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={4}>
          {eyebrow ? (
            <Text size="xs" fw={700} c="teal.8" tt="uppercase" lts={1}>
              {eyebrow}
            </Text>
          ) : null}
          <Title order={1} fz={26} c="navy.9">
            {title}
          </Title>
        </Stack>
        <Text c="dimmed">{children}</Text>
        <Group justify="center" gap="sm" mt="xs">
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
