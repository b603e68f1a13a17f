import { Badge, Group, Loader, Stack, Text } from "@mantine/core";

interface StatusRowProps {
  label: string;
  /** null while the check runs; "info" for a fact that is neither good nor bad. */
  ok: boolean | null | "info";
  value: string;
  hint?: string;
}

/** One line of the diagnostics page: what was checked, its answer, and a coloured verdict. */
export function StatusRow({ label, ok, value, hint }: StatusRowProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" py="sm">
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm" c="navy.9">
          {label}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {value}
        </Text>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
      {ok === "info" ? null : ok === null ? (
        <Loader size="xs" type="dots" aria-label={`Checking ${label}`} />
      ) : (
        <Badge color={ok ? "teal" : "red"} variant="light" radius="sm">
          {ok ? "OK" : "Failed"}
        </Badge>
      )}
    </Group>
  );
}
