import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { RouterProvider } from "react-router/dom";
import { ToastHost } from "@/components/toast-host";
import { afterFirstPaint } from "@/lib/after-first-paint";
import { queryClient } from "@/lib/query-client";
import { router } from "./router";
import { theme } from "./theme";
import { cssVariablesResolver } from "./theme-contrast";

/** Route preloading on intent, loaded after the first screen so it stays out of its bundle. */
function usePreloadOnIntent() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = afterFirstPaint(() => {
      void import("./route-preload").then((m) => {
        stop = m.preloadRoutesOnIntent(router);
      });
    });
    return () => {
      cancel();
      stop?.();
    };
  }, []);
}

export function App() {
  usePreloadOnIntent();
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
