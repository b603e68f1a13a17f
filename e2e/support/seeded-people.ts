import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "../../apps/server/src/db/database";
import {
  insertSession,
  insertVerifiedUser,
  SESSION_COOKIE,
} from "../../apps/server/test/support/session-rows";
import { ADMIN_EMAIL, PASSWORD } from "./credentials";

// The journeys start from a signed-in person; signing each one up through the e-mailed link took
// seconds per test (the sign-up journey keeps its own spec, auth-journey.spec.ts). Before the app
// starts, the seed writes verified people with sessions into its database; each test claims one
// person nobody has claimed in this run (workers claim by creating a folder, which only one can).

/** The fixtures' people: who they are. */
export const SEEDED_KINDS = { newcomer: "Lerato Mokoena", adviser: "Pieter Botha" } as const;
export type SeededKind = keyof typeof SEEDED_KINDS;

/** Per kind: more than the run's tests and their retries ask for. */
const PER_KIND = 150;

export interface SeededPerson {
  kind: SeededKind;
  name: string;
  email: string;
  cookie: { name: string; value: string };
}

const dataDir = fileURLToPath(new URL("../../.e2e-data/", import.meta.url));
const poolFile = path.join(dataDir, "seeded-people.json");
const claimsDir = path.join(dataDir, "seeded-people-claims");

export async function seedPeople(db: Db, secret: string) {
  await insertVerifiedUser(db, {
    name: "Site Admin",
    email: ADMIN_EMAIL,
    password: PASSWORD,
    role: "admin",
  });
  const people: SeededPerson[] = [];
  for (const [kind, name] of Object.entries(SEEDED_KINDS) as [SeededKind, string][]) {
    for (let i = 0; i < PER_KIND; i++) {
      const email = `${kind}.${randomBytes(5).toString("hex")}@example.co.za`;
      const id = await insertVerifiedUser(db, { name, email, password: PASSWORD, role: "user" });
      const cookie = { name: SESSION_COOKIE, value: await insertSession(db, id, secret) };
      people.push({ kind, name, email, cookie });
    }
  }
  await writeFile(poolFile, JSON.stringify(people));
}

/** A seeded person of `kind` no other test of this run has had. */
export function claimSeededPerson(kind: SeededKind): SeededPerson {
  const pool = (JSON.parse(readFileSync(poolFile, "utf8")) as SeededPerson[]).filter(
    (person) => person.kind === kind,
  );
  mkdirSync(claimsDir, { recursive: true });
  for (const person of pool) {
    try {
      mkdirSync(path.join(claimsDir, person.email));
      return person;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new Error(`all ${pool.length} seeded ${kind}s are taken: raise PER_KIND`);
}
