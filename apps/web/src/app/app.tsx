import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { ToastHost } from "@/components/toast-host";
import { queryClient } from "@/lib/query-client";
import { router } from "./router";
import { theme } from "./theme";

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
