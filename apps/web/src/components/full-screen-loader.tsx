import { Center, Loader, Stack, Text } from "@mantine/core";
import { useRotatingMessage } from "@/hooks/use-rotating-message";

const MESSAGES = ["Loading...", "Almost there...", "Processing..."] as const;
const ROTATE_MS = 2000;

/** Spec §2: a full-screen loader with rotating messages. */
export function FullScreenLoader() {
  const message = useRotatingMessage(MESSAGES, ROTATE_MS);
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="navy" size="md" type="dots" />
        <Text size="sm" c="dimmed">
          {message}
        </Text>
      </Stack>
    </Center>
  );
}
