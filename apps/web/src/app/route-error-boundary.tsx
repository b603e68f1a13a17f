import { Box, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { Component, type ComponentType, type ReactNode } from "react";
import { useRouteError } from "react-router";
import { isChunkLoadError } from "@/lib/error-message";

/**
 * What a screen shows when the code it needs could not be downloaded: offline since the page was
 * opened, or the app was updated and the old files are gone. Part of the first bundle, with no
 * lazy part, so it can always be shown: the error screens themselves are downloaded on demand,
 * and when their download failed too the page went blank (review B3-9).
 */
export function CodeUnavailable({ fullPage = false }: { fullPage?: boolean }) {
  const card = (
    <Paper withBorder shadow="sm" p="xl" w="100%" maw={520} mx="auto" role="alert">
      <Stack align="center" ta="center" gap="md">
        <Title order={1} fz={26} c="navy.9">
          This page could not be loaded
        </Title>
        <Text c="dimmed">
          Adviser Desk could not download this screen. You may be offline, or the app was updated
          since this page was opened. What you saved is safe; reload to continue.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Paper>
  );
  if (!fullPage) return card;
  return (
    <Box mih="100dvh" p="md" display="flex" style={{ alignItems: "center" }} bg="gray.0">
      {card}
    </Box>
  );
}

/** Shows CodeUnavailable when rendering its children throws (a lazy screen failing to load). */
class CodeFallback extends Component<
  { fullPage: boolean; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? (
      <CodeUnavailable fullPage={this.props.fullPage} />
    ) : (
      this.props.children
    );
  }
}

/**
 * A route's errorElement: a screen whose code did not download is answered here, without
 * downloading anything; any other error gets the full error screen (`Screen`, downloaded on
 * demand), and if that download fails as well, the same CodeUnavailable.
 */
export function routeErrorElement(Screen: ComponentType, options: { fullPage?: boolean } = {}) {
  const fullPage = options.fullPage ?? false;
  return function RouteErrorBoundary() {
    const error = useRouteError();
    if (isChunkLoadError(error)) {
      console.error(error);
      return <CodeUnavailable fullPage={fullPage} />;
    }
    return (
      <CodeFallback fullPage={fullPage}>
        <Screen />
      </CodeFallback>
    );
  };
}
