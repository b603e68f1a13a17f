import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./settings-section.module.css";

interface SettingsSectionProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** One profile section: what it is on the left (above on phones), the form on the right. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  return (
    <Paper withBorder shadow="xs" p={{ base: "lg", sm: "xl" }} component="section">
      <div className={classes.grid}>
        <Stack gap={6}>
          <Title order={2} fz="lg" c="navy.9">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        <div>{children}</div>
      </div>
    </Paper>
  );
}
