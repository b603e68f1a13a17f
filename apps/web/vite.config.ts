import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const src = decodeURIComponent(new URL("./src", import.meta.url).pathname);

/**
 * The sign-in page is its own page (login.html, built first by vite.login.config.ts). The server
 * answers / and /login with it; the development server does the same here.
 */
const signInPageInDevelopment: Plugin = {
  name: "sign-in-page",
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const [pathname, query] = (req.url ?? "").split("?");
      if (pathname === "/" || pathname === "/login")
        req.url = `/login.html${query ? `?${query}` : ""}`;
      next();
    });
  },
};

// The API (and better-auth under /api/auth) is served by apps/server on port 3000 in development;
// in production that server also serves this build from apps/web/dist.
export default defineConfig({
  plugins: [
    react(),
    signInPageInDevelopment,
    // The service worker (spec §7: /sw.js) precaches the app shell — index.html and the built
    // JavaScript, CSS and icon — so the app opens fast and survives a flaky connection. It never
    // caches API answers: /api is excluded from the navigation fallback and has no runtime route.
    // A new build is picked up through the version prompt of the config watch (spec §4), so
    // the worker is registered by hand (src/lib/service-worker.ts) and takes over at once.
    VitePWA({
      strategies: "generateSW",
      registerType: "prompt",
      injectRegister: false,
      manifest: false,
      filename: "sw.js",
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg}"],
        navigateFallback: "index.html",
        // /login is its own page (login.html, precached: the worker answers /login with it);
        // the app's shell must never answer it, or the app's /login route would load it again.
        // Workbox tests these against the path and the query (/login?reset=1).
        navigateFallbackDenylist: [
          /^\/login(\?|$)/,
          /^\/api\//,
          /^\/healthz$/,
          /^\/readyz$/,
          /^\/payfast-simulator\//,
        ],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias: { "@": src } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  preview: { port: 4173 },
  build: {
    outDir: "dist",
    // The sign-in page's build (vite.login.config.ts) runs first and empties dist.
    emptyOutDir: false,
    target: "es2022",
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // The records feature's face (src/features/records/index.ts) only re-exports. Said so, the
      // first chunk takes from it what the app shell uses, not the list and sibling components
      // other features' lazy screens use (left alone, they join the first chunk: +150 KB gzip).
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/features\/records\/index\.ts$/, sideEffects: false }],
      },
      // Everything the first screen needs in one file: left alone, Rolldown splits modules that
      // lazy screens share with it into a dozen small chunks, each compressed on its own.
      output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] } },
    },
  },
});
