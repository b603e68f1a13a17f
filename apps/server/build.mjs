// Compiles the server to JavaScript (dist/, every entry at its top level) so `npm start` runs plain Node with source maps
// instead of transpiling TypeScript at every start. Our workspace packages are bundled in (they
// ship TypeScript); every other package stays an import from node_modules.
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

const serverDir = import.meta.dirname;
const outdir = path.join(serverDir, "dist");
const sourceDir = path.join(serverDir, "src");

/** Leaves npm packages (and node: builtins) to Node; bundles relative files and @adviser-desk/*. */
const npmPackagesExternal = {
  name: "npm-packages-external",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@adviser-desk/") || args.kind === "entry-point"
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/**
 * A module that finds files next to itself (`import.meta.dirname`, e.g. the migrations folder)
 * keeps finding them once bundled: its own folder is written relative to the bundle's.
 */
const keepModuleDirname = {
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
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(sourceDir, "main.ts"),
    "migrate-cli": path.join(sourceDir, "db/migrate-cli.ts"),
    "pdf-worker": path.join(sourceDir, "pdf/pdf-worker.ts"),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  jsx: "automatic",
  sourcemap: true,
  // Stack traces keep our function names; the bundle is not shipped to browsers.
  minify: false,
  logLevel: "warning",
  plugins: [npmPackagesExternal, keepModuleDirname],
});
// The PDF pool starts `pdf-worker-bootstrap.mjs` next to the module that creates it; compiled,
// that is the bundle, and the worker is already JavaScript (no TypeScript loader to register).
await writeFile(path.join(outdir, "pdf-worker-bootstrap.mjs"), 'import "./pdf-worker.js";\n');
console.log(`Server compiled to ${path.relative(process.cwd(), outdir) || "dist"}/`);
