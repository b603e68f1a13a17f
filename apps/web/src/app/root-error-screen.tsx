import { Box } from "@mantine/core";
import { RouteErrorScreen } from "./route-error-screen";

/** Last resort, when a layout itself failed: the error card alone, centred on the page. */
export function RootErrorScreen() {
  return (
    <Box mih="100dvh" p="md" display="flex" style={{ alignItems: "center" }} bg="gray.0">
      <RouteErrorScreen />
    </Box>
  );
}
