import type { AppMap, ModuleRule } from "../module-map";

export const MAP_START = "<!-- module map: generated from repo-checks/module-map.ts -->";
export const MAP_END = "<!-- end of the module map -->";

const LAYER_WORDS: Record<ModuleRule["layer"], string> = {
  composition: "composition root",
  shared: "shared",
  feature: "feature",
  "test-support": "test support",
};

/** What a module may import, in words: features by name, shared layers listed or summed up. */
function importsOf(
  map: AppMap,
  name: string,
  rule: ModuleRule,
  everyShared: readonly string[],
): string {
  if (rule.imports === "all") return "every module";
  const features = rule.imports.filter((name) => map.modules[name]?.layer === "feature");
  const others = rule.imports.filter((name) => !features.includes(name));
  const allShared = everyShared.length > 0 && everyShared.every((name) => others.includes(name));
  const parts = [
    ...(allShared ? ["every shared layer"] : others),
    ...features.map((other) => `${other} (${map.pastFaces?.[name] ? "any file" : "its face"})`),
  ];
  return parts.length === 0 ? "nothing of ours" : parts.join(", ");
}

/** One app's part of the map as a Markdown table. */
function tableOf(title: string, map: AppMap): string {
  const names = Object.keys(map.modules);
  const shared = names.filter((name) => map.modules[name]?.layer === "shared");
  const rows = names.map((name) => {
    const rule = map.modules[name] as ModuleRule;
    const imports = importsOf(map, name, rule, rule.layer === "feature" ? shared : []);
    return `| ${name} | ${LAYER_WORDS[rule.layer]} | ${rule.purpose} | ${imports} |`;
  });
  return [
    `**${title}** (\`${map.root}/src/\`)`,
    "",
    "| Module | Layer | What it is | May import |",
    "|---|---|---|---|",
    ...rows,
  ].join("\n");
}

/** The block docs/architecture.md opens with, between its markers. */
export function moduleMapBlock(server: AppMap, web: AppMap): string {
  return [MAP_START, tableOf("Server", server), "", tableOf("Web", web), MAP_END].join("\n");
}
