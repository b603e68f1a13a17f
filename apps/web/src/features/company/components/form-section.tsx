import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled group of fields inside one card (/subscribe). */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Stack gap="md" component="section">
      <Stack gap={2}>
        <Title order={2} fz="md" c="navy.9">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
