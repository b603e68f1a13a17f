import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "#server/config/env";
import { billingEnvSchema } from "#server/features/billing/billing-env";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const serverSrc = path.resolve(import.meta.dirname, "../src");
const read = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

/** The variables the server parses at boot: the schemas themselves, not a copy of their keys. */
const parsed = sorted([...Object.keys(envSchema.shape), ...Object.keys(billingEnvSchema.shape)]);

/** Names in the first column of README's "| Variable | Default | Meaning |" tables. */
function readmeVariables(readme: string): string[] {
  const names: string[] = [];
  let inTable = false;
  for (const line of readme.split("\n")) {
    if (/^\| Variable \|/.test(line)) inTable = true;
    else if (!line.startsWith("|")) inTable = false;
    else if (inTable) {
      const firstCell = line.split("|")[1] ?? "";
      for (const m of firstCell.matchAll(/`([^`]+)`/g)) {
        if (ENV_NAME.test(m[1] ?? "")) names.push(m[1] ?? "");
      }
    }
  }
  return sorted(names);
}

/** `NAME=value` lines of .env.example. */
function exampleVariables(example: string): string[] {
  return sorted(Array.from(example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm), (m) => m[1] ?? ""));
}

/** Server source files (not the tests beside them) that read the environment some other way than through the schemas. */
function variablesReadElsewhere(): string[] {
  const files = readdirSync(serverSrc, { recursive: true, encoding: "utf8" }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
  );
  return sorted(
    files.flatMap((file) => {
      const source = readFileSync(path.join(serverSrc, file), "utf8");
      const direct = Array.from(
        source.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*["']([A-Z][A-Z0-9_]*)["']\s*\])/g),
        (m) => m[1] ?? m[2] ?? "",
      );
      // A feature's own env parser (`*-env.ts`, like billing's) must be one the app composes.
      const schemaKeys = /(^|[-/])env\.ts$/.test(file)
        ? Array.from(source.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}):\s/gm), (m) => m[1] ?? "")
        : [];
      return [...direct, ...schemaKeys];
    }),
  );
}

describe("environment variables are documented where people look", () => {
  it("README's configuration tables list exactly the variables the server parses", () => {
    expect(readmeVariables(read("README.md"))).toEqual(parsed);
  });

  it(".env.example lists exactly the variables the server parses", () => {
    expect(exampleVariables(read(".env.example"))).toEqual(parsed);
  });

  it("every variable the server source reads or declares is one the schemas parse", () => {
    expect(variablesReadElsewhere().filter((name) => !parsed.includes(name))).toEqual([]);
  });

  it("the readers find what the files hold (a sanity check on the parsing itself)", () => {
    expect(
      readmeVariables(
        "| Variable | Default | Meaning |\n|---|---|---|\n| `A_B`, `C` | `X_Y` | z |\n\nafter",
      ),
    ).toEqual(["A_B", "C"]);
    expect(exampleVariables("# COMMENT=no\nPORT=3000\nEMPTY=\n")).toEqual(["EMPTY", "PORT"]);
  });
});
