import { Center, Loader, Stack, Text } from "@mantine/core";
import { useRotatingMessage } from "@/hooks/use-rotating-message";
import { LOADER_MESSAGES, LOADER_ROTATE_MS } from "@/lib/constants";
import classes from "./full-screen-loader.module.css";

interface FullScreenLoaderProps {
  /** Over the page (route changes) rather than in place of it (first load). */
  overlay?: boolean;
}

/** Spec §2: a full-screen loader with rotating messages (Loading..., Almost there..., Processing...). */
export function FullScreenLoader({ overlay = false }: FullScreenLoaderProps) {
  const message = useRotatingMessage(LOADER_MESSAGES, LOADER_ROTATE_MS);
  return (
    <Center
      mih="100dvh"
      className={overlay ? classes.overlay : undefined}
      role="status"
      aria-live="polite"
      aria-label="Loading page"
    >
      <Stack align="center" gap="sm">
        <Loader color="navy" size="md" type="dots" />
        <Text size="sm" c="dimmed" fw={500}>
          {message}
        </Text>
      </Stack>
    </Center>
  );
}
