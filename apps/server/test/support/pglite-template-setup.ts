import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_DIR } from "#server/db/migrate";
import * as schema from "#server/db/schema";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (a tarball) that each test file's database starts from. */
    pgliteTemplate: string;
  }
}

/** A new in-memory cluster with the real migrations applied, as a `dumpDataDir` image. */
export async function migratedPgliteImageNow(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migrate(drizzle({ client, schema, casing: "snake_case" }), {
      migrationsFolder: MIGRATIONS_DIR,
    });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

/**
 * Global setup of the PGlite project: apply the real migrations once per run and keep the result
 * as an image, so a test file's database is a copy instead of a new cluster plus every migration
 * (the counterpart of the PostgreSQL project's template database).
 */
export default async function setup(project: TestProject) {
  const image = await migratedPgliteImageNow();
  const dir = await mkdtemp(path.join(tmpdir(), "adt-pglite-template-"));
  const file = path.join(dir, "migrated.tar");
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rm(dir, { recursive: true, force: true });
}
