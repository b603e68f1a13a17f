import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Shown under the card, e.g. "New here? Create an account". */
  footer?: ReactNode;
}

/** The card every public auth screen sits in. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Stack w="100%" maw={440} gap="md">
      <Paper withBorder shadow="sm" p={{ base: "lg", xs: "xl" }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={26} c="navy.9">
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Text ta="center" size="sm" c="dimmed">
          {footer}
        </Text>
      ) : null}
    </Stack>
  );
}
