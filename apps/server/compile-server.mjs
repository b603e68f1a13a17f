// Compiles the server to JavaScript, every entry at the top level of the folder it is given, so
// `npm start` runs plain Node with source maps instead of transpiling TypeScript at every start.
// Our workspace packages are bundled in (they ship TypeScript), and so are the pure-JavaScript npm
// packages start-up loads (Fastify, better-auth, drizzle, zod, …): reading a few large files
// instead of about 1 850 small ones from node_modules is most of the restart's module loading
// (ADR 018). The packages below stay imports from node_modules.
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

const sourceDir = path.join(import.meta.dirname, "src");

/**
 * Packages left to Node: native code or WebAssembly with files found next to them (PGlite, sharp),
 * pg (breaks when bundled), workers started from their own files (pino's transports), fonts and
 * data files read from the package folder (the PDF, Word and Excel libraries), and what loads
 * only on first use anyway (mail, Redis).
 */
const EXTERNAL_PACKAGES = new Set([
  "@electric-sql/pglite",
  "@fontsource/inter",
  "@react-pdf/renderer",
  "docx",
  "docxtemplater",
  "exceljs",
  "fflate",
  "ioredis",
  "nodemailer",
  "pg",
  "pino",
  "pizzip",
  "prom-client",
  "react",
  "sharp",
  "sonic-boom",
  "thread-stream",
  "tsx",
]);

/** "@scope/name/sub" → "@scope/name", "name/sub" → "name". */
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Leaves node: builtins and EXTERNAL_PACKAGES to Node; bundles everything else. */
const npmPackagesExternal = {
  name: "npm-packages-external",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === "entry-point") return undefined;
      const name = packageOf(args.path);
      const external =
        args.path.startsWith("node:") ||
        EXTERNAL_PACKAGES.has(name) ||
        [...EXTERNAL_PACKAGES].some((p) => name.startsWith(`${p}-`));
      return external ? { path: args.path, external: true } : undefined;
    });
  },
};

/**
 * A module that finds files next to itself (`import.meta.dirname`, e.g. the migrations folder)
 * keeps finding them once bundled: its own folder is written relative to the bundle's.
 */
const keepModuleDirname = (outdir) => ({
  name: "keep-module-dirname",
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (!args.path.startsWith(sourceDir)) return undefined;
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.dirname")) return undefined;
      const fromBundle = path.relative(outdir, path.dirname(args.path)).split(path.sep).join("/");
      return {
        contents: source.replaceAll(
          "import.meta.dirname",
          `(import.meta.dirname + ${JSON.stringify(`/${fromBundle}`)})`,
        ),
        loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
});

/**
 * Compiles the server's entries (main, migrate-cli, pdf-worker) into `outdir`, emptied first: the
 * build's `dist/`, or a test run's own folder (the server tests run the PDF worker and the server
 * process compiled, as `npm start` does).
 */
export async function compileServer(outdir) {
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: path.join(sourceDir, "main.ts"),
      "migrate-cli": path.join(sourceDir, "migrate-cli.ts"),
      "pdf-worker": path.join(sourceDir, "pdf-worker.ts"),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    jsx: "automatic",
    sourcemap: true,
    // Node reads every bundle's map at start-up (--enable-source-maps): without the sources' text
    // the maps are a third of the size; stack traces still name src/ files, read from disk.
    sourcesContent: false,
    // Stack traces keep our function names; the bundle is not shipped to browsers.
    minify: false,
    logLevel: "warning",
    // Bundled CommonJS packages call require() (for Node's own modules); ESM has none of its own.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    plugins: [npmPackagesExternal, keepModuleDirname(outdir)],
  });
  // app.ts starts the PDF pool on `pdf-worker-bootstrap.mjs` next to itself; compiled,
  // that is the bundle, and the worker is already JavaScript (no TypeScript loader to register).
  await writeFile(path.join(outdir, "pdf-worker-bootstrap.mjs"), 'import "./pdf-worker.js";\n');
}
