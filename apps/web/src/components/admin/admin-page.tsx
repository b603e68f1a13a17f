import "./admin-styles";
import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { AdminNav } from "./admin-nav";

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every admin screen: the admin navigation, the title, then the content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <Stack gap="lg">
      <title>{`${title} · Administration · Adviser Desk`}</title>
      <AdminNav />
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={28} c="navy.9">
            {title}
          </Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
