import { Loader, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTool } from "@tabler/icons-react";

/**
 * /under-construction: where everyone is sent while the site is in maintenance (spec §4). The
 * config watch brings them to /login by itself once it is over.
 */
export function UnderConstructionScreen() {
  return (
    <Paper withBorder shadow="sm" p={{ base: "lg", xs: "xl" }} w="100%" maw={520}>
      <title>Down for maintenance · Adviser Desk</title>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconTool size={30} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text size="xs" fw={700} c="teal.8" tt="uppercase" lts={1}>
            Scheduled maintenance
          </Text>
          <Title order={1} fz={26} c="navy.9">
            We'll be right back
          </Title>
        </Stack>
        <Text c="dimmed">
          Adviser Desk is briefly unavailable while we carry out maintenance. Your clients and
          calculations are safe, and nothing you saved is affected.
        </Text>
        <Stack gap={6} align="center" role="status">
          <Loader type="dots" color="teal" size="sm" />
          <Text size="sm" c="dimmed">
            This page moves on by itself as soon as we're back — no need to refresh.
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
