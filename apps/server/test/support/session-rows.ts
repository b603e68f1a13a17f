import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword, makeSignature } from "better-auth/crypto";
import type { Db } from "#server/db/database";
import { account, session, user } from "#server/db/schema";

// The rows better-auth leaves after sign-up, the e-mailed verification link and sign-in, written
// straight into the database. Most tests (server and browser) need a signed-in person, not the
// journey to one; the journey keeps its own tests (auth-email-password.test.ts,
// e2e/tests/auth-journey.spec.ts). Saves a password hash, an e-mail round trip and three requests.

/** better-auth's session cookie over plain http (no `__Secure-` prefix). */
export const SESSION_COOKIE = "better-auth.session_token";
const SESSION_DAYS = 7;

/** One hash per process: hashing is deliberately slow, and every seeded user shares a password. */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

export interface SeededUser {
  name: string;
  email: string;
  password: string;
  role: "admin" | "user";
}

/** A verified user who can sign in with `password`; returns the user's id. */
export async function insertVerifiedUser(db: Db, person: SeededUser): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({
    id,
    name: person.name,
    email: person.email.toLowerCase(),
    emailVerified: true,
    role: person.role,
  });
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashOf(person.password),
    updatedAt: new Date(),
  });
  return id;
}

/** A session for the user; returns the session cookie's value, signed with the app's secret. */
export async function insertSession(db: Db, userId: string, secret: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.insert(session).values({
    id: randomUUID(),
    token,
    userId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
    updatedAt: new Date(),
  });
  return encodeURIComponent(`${token}.${await makeSignature(token, secret)}`);
}
