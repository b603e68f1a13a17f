import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type AppMap, serverMap, webMap } from "./module-map";
import { MAP_END, MAP_START, moduleMapBlock } from "./support/module-map-doc";
import { breach, breaches, placeOf } from "./support/module-rules";
import { readRepoFile, repoFiles, repoRoot } from "./support/repo-files";
import { type ResolvedImport, resolvedImportsOf, resolveSites } from "./support/resolved-imports";

/*
 * Every import between the modules of the server and the web app follows the module map
 * (repo-checks/module-map.ts, ADR 052): resolved as the build resolves it, so a rule holds in
 * every spelling and at every depth, where Biome's patterns match the specifier's text.
 */
const SOURCE = /\.(?:ts|tsx|mts)$/;
const sourcesOf = (map: AppMap) =>
  repoFiles().filter(
    (file) =>
      SOURCE.test(file) &&
      (file.startsWith(`${map.root}/src/`) || file.startsWith(`${map.root}/test/`)),
  );

let server: ResolvedImport[] = [];
let web: ResolvedImport[] = [];

// About 3 500 imports resolved in one esbuild service: seconds, more on a busy machine.
beforeAll(async () => {
  const all = await resolvedImportsOf([...sourcesOf(serverMap), ...sourcesOf(webMap)]);
  server = all.filter((i) => i.file.startsWith(`${serverMap.root}/`));
  web = all.filter((i) => i.file.startsWith(`${webMap.root}/`));
}, 120_000);

/** A made-up import, as the resolver would report it, for the probes. */
const probe = (file: string, target: string, specifier = "#server/probe"): ResolvedImport => ({
  file,
  line: 1,
  specifier,
  target,
});
const S = "apps/server/src/";
const W = "apps/web/src/";

describe("every import between modules follows the module map", () => {
  it("the server's imports", () => {
    expect(breaches(serverMap, server)).toEqual([]);
  });

  it("the web app's imports", () => {
    expect(breaches(webMap, web)).toEqual([]);
  });

  it("the check resolves each spelling: relative, #server/…, @/… and a folder's index", () => {
    const seen = (imports: ResolvedImport[], specifier: RegExp, target: RegExp) =>
      imports.some((i) => specifier.test(i.specifier) && target.test(i.target));
    expect(seen(server, /^#server\/http\//, /^apps\/server\/src\/http\/.+\.ts$/)).toBe(true);
    expect(seen(server, /^\.\.?\//, /^apps\/server\/src\/.+\.tsx?$/)).toBe(true);
    expect(seen(server, /^#server\/features\/[a-z-]+$/, /\/features\/[a-z-]+\/index\.ts$/)).toBe(
      true,
    );
    expect(seen(web, /^@\/lib\//, /^apps\/web\/src\/lib\/.+\.tsx?$/)).toBe(true);
  });

  it("resolves a real import the way the build does", async () => {
    const [resolved] = await resolveSites([
      { file: `${S}app.ts`, line: 1, specifier: "#server/http/api-route" },
    ]);
    expect(resolved?.target).toBe(`${S}http/api-route.ts`);
  });

  it("every folder of each app's src is a module of the map, and every module exists", () => {
    for (const map of [serverMap, webMap]) {
      const src = path.join(repoRoot, map.root, "src");
      const folders = readdirSync(src, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) =>
          entry.name === "features"
            ? readdirSync(path.join(src, "features")).map((name) => `features/${name}`)
            : [entry.name],
        );
      const modules = Object.keys(map.modules);
      // `app` is also the files at the top of src, `test` may be the app's test folder.
      const elsewhere = ["app", "test"];
      expect(
        folders.filter((folder) => !modules.includes(folder)),
        map.root,
      ).toEqual([]);
      expect(
        modules.filter((name) => !folders.includes(name) && !elsewhere.includes(name)),
        map.root,
      ).toEqual([]);
    }
  });

  it("the features' graph has no cycle (reports → records → documents runs one way)", () => {
    for (const map of [serverMap, webMap]) {
      const visiting = new Set<string>();
      const done = new Set<string>();
      const cycles: string[] = [];
      const visit = (name: string, trail: string[]) => {
        if (done.has(name)) return;
        if (visiting.has(name)) {
          cycles.push([...trail, name].join(" → "));
          return;
        }
        visiting.add(name);
        const rule = map.modules[name];
        const next = rule === undefined || rule.imports === "all" ? [] : rule.imports;
        for (const other of next)
          if (map.modules[other]?.layer === "feature") visit(other, [...trail, name]);
        visiting.delete(name);
        done.add(name);
      };
      for (const name of Object.keys(map.modules)) visit(name, []);
      expect(cycles, map.root).toEqual([]);
    }
  });

  it("docs/architecture.md opens with this map (paste the block below when it differs)", () => {
    const doc = readRepoFile("docs/architecture.md");
    const block = doc.slice(doc.indexOf(MAP_START), doc.indexOf(MAP_END) + MAP_END.length);
    expect(block).toBe(moduleMapBlock(serverMap, webMap));
    expect(doc.indexOf("\n## ")).toBe(doc.indexOf("\n## The module map"));
  });
});

describe("web faces", () => {
  it("a web feature's face only re-exports", () => {
    // The build treats a face as free of side effects (apps/web/vite.config.ts), so that the first
    // chunk takes only what the app shell uses from it; code of its own there would be dropped.
    const faces = repoFiles().filter((file) =>
      /^apps\/web\/src\/features\/[^/]+\/index\.ts$/.test(file),
    );
    expect(faces).toContain(`${W}features/records/index.ts`);
    for (const face of faces) {
      const own = readRepoFile(face)
        .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "")
        .split(";")
        .map((statement) => statement.trim())
        .filter((statement) => statement !== "")
        .filter((statement) => !/^export (?:type )?\{[^}]*\} from "[^"]+"$/.test(statement));
      expect(own, face).toEqual([]);
    }
  });
});

describe("the check refuses each forbidden kind of import", () => {
  it("a feature reading another feature's queries, or any file past its face", () => {
    const queries = probe(
      `${S}features/client-privacy/export/export-client.ts`,
      `${S}features/clients/client-queries.ts`,
    );
    expect(breach(serverMap, queries)).toMatch(/reaches past the face of features\/clients/);
    const service = probe(
      `${S}features/client-privacy/export/export-client.ts`,
      `${S}features/clients/get-client.ts`,
    );
    expect(breach(serverMap, service)).toMatch(/past the face/);
    const face = probe(
      `${S}features/client-privacy/export/export-client.ts`,
      `${S}features/clients/index.ts`,
    );
    expect(breach(serverMap, face)).toBeNull();
  });

  it("a shared layer importing a feature, at any depth", () => {
    for (const file of [`${S}http/api-route.ts`, `${S}documents/pdf/render-pdf.tsx`]) {
      expect(breach(serverMap, probe(file, `${S}features/records/index.ts`))).toMatch(
        /may not import features\/records/,
      );
    }
    expect(
      breach(serverMap, probe(`${S}audit/audit-queries.test.ts`, `${S}features/admin/index.ts`)),
    ).toMatch(/may not import/);
  });

  it("records importing reports, even through the face", () => {
    const up = probe(`${S}features/records/kinds/index.ts`, `${S}features/reports/index.ts`);
    expect(breach(serverMap, up)).toMatch(/features\/records may not import features\/reports/);
    const down = probe(`${S}features/reports/build-report.ts`, `${S}features/records/index.ts`);
    expect(breach(serverMap, down)).toBeNull();
    const kit = probe(`${S}features/records/kinds/index.ts`, `${S}documents/report-content.ts`);
    expect(breach(serverMap, kit)).toBeNull();
  });

  it("an import that leaves its server module by a relative path", () => {
    const relative = probe(
      `${S}features/clients/get-client.ts`,
      `${S}errors/app-error.ts`,
      "../../errors/app-error",
    );
    expect(breach(serverMap, relative)).toMatch(/is spelled #server\/errors\/app-error/);
  });

  it("a folder that is not in the map", () => {
    const stray = probe(`${S}features/unmapped/x.ts`, `${S}errors/app-error.ts`);
    expect(breach(serverMap, stray)).toMatch(/features\/unmapped is not in the module map/);
  });

  it("on the web: a shared folder importing a feature, a feature importing another's files", () => {
    const refused: [string, string][] = [
      [`${W}lib/api.ts`, `${W}features/billing/lib/checkout-progress.ts`],
      [`${W}components/section-card.tsx`, `${W}features/clients/index.ts`],
      [`${W}hooks/use-light-form.ts`, `${W}features/admin/a.ts`],
      [`${W}features/clients/components/x.tsx`, `${W}features/billing/lib/a.ts`],
      [`${W}features/clients/x.ts`, `${W}features/records/kinds/scenario/index.ts`],
      [`${W}features/clients/x.ts`, `${W}app/router.tsx`],
      [`${W}features/clients/x.ts`, `${W}features/billing/index.ts`],
      [`${W}features/records/x.ts`, `${W}features/clients/index.ts`],
      [`${W}features/reports/x.ts`, `${W}features/records/kinds/kinds.ts`],
    ];
    for (const [file, target] of refused) {
      expect(breach(webMap, probe(file, target, "@/probe")), `${file} → ${target}`).not.toBeNull();
    }
    const allowed: [string, string][] = [
      [`${W}features/clients/components/x.tsx`, `${W}features/clients/lib/y.ts`],
      [`${W}features/clients/x.ts`, `${W}lib/api.ts`],
      [`${W}features/clients/x.ts`, `${W}features/records/index.ts`],
      [`${W}app/router.tsx`, `${W}features/clients/screens/client-screen.tsx`],
      [`${W}features/clients/x.test.tsx`, `${W}test/render.tsx`],
    ];
    for (const [file, target] of allowed) {
      expect(breach(webMap, probe(file, target, "@/probe")), `${file} → ${target}`).toBeNull();
    }
  });

  it("places a file in its module", () => {
    expect(placeOf(serverMap, `${S}app.ts`)?.module).toBe("app");
    expect(placeOf(serverMap, "apps/server/test/support/test-app.ts")?.module).toBe("test");
    expect(placeOf(serverMap, `${S}features/records/kinds/index.ts`)?.module).toBe(
      "features/records",
    );
    expect(placeOf(webMap, `${W}lib/records/record-types.ts`)?.module).toBe("lib");
    expect(placeOf(webMap, "packages/finance/src/index.ts")).toBeNull();
  });
});
