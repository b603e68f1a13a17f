import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface PaymentResultCardProps {
  icon: ReactNode;
  color: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}

/** The card the three payment result pages share. */
export function PaymentResultCard({
  icon,
  color,
  eyebrow,
  title,
  children,
}: PaymentResultCardProps) {
  return (
    <Paper withBorder shadow="sm" p={{ base: "lg", xs: "xl" }} w="100%" maw={520}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Stack gap={4}>
          <Text size="xs" fw={700} c={`${color}.8`} tt="uppercase" lts={1}>
            {eyebrow}
          </Text>
          <Title order={1} fz={26} c="navy.9">
            {title}
          </Title>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
