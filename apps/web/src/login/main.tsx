import "../app/mantine-styles";
import "../app/global.css";
import { MantineProvider } from "@mantine/core";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { theme } from "@/app/theme";
import { cssVariablesResolver } from "@/app/theme-contrast";
import { ToastHost } from "@/components/toast-host";
import { registerServiceWorker } from "@/lib/service-worker";
import { SignInPage } from "./sign-in-page";

// The sign-in page's own entry (login.html): most visits start here, so it loads React and
// Mantine without the app's router, query client and screens. Signing in is a page load into
// the app (index.html), which the service worker has cached meanwhile.

const root = document.getElementById("root");
if (!root) throw new Error("login.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <ToastHost />
      <SignInPage />
    </MantineProvider>
  </StrictMode>,
);

registerServiceWorker();
