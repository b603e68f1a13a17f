import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const src = decodeURIComponent(new URL("./src", import.meta.url).pathname);

// The sign-in page (login.html → src/login/main.tsx) built on its own, before the app
// (vite.config.ts): a separate build shares no chunk with the app, so the app's screens keep the
// chunks they have, and /login loads React, Mantine and the form — no router, no query client.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": src } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    rolldownOptions: {
      input: { login: decodeURIComponent(new URL("./login.html", import.meta.url).pathname) },
      // One file for what the page shows at once; the schema, the auth client and the toasts load
      // on demand as in the app.
      output: { codeSplitting: { groups: [{ name: "login", tags: ["$initial"] }] } },
    },
  },
});
