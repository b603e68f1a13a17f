import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const src = decodeURIComponent(new URL("./src", import.meta.url).pathname);

// The API (and better-auth under /api/auth) is served by apps/server on port 3000 in development;
// in production that server also serves this build from apps/web/dist.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": src } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  preview: { port: 4173 },
  build: {
    outDir: "dist",
    target: "es2022",
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Everything the first screen needs in one file: left alone, Rolldown splits modules that
      // lazy screens share with it into a dozen small chunks, each compressed on its own.
      output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] } },
    },
  },
});
