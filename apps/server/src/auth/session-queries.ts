import { createHash } from "node:crypto";
import { and, eq, gt, inArray, lte } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { revokedSession, session } from "#server/db/schema";

/** Revoked sessions are looked up by this digest; the token of an ended session is never kept. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Ends every session of a disabled user inside the caller's transaction, remembering each one by
 * its token's hash with the reason, until the session would have expired on its own.
 */
export async function revokeSessionsOf(tx: Db, userId: string, reason: string): Promise<void> {
  const ended = await tx
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ token: session.token, expiresAt: session.expiresAt });
  if (ended.length === 0) return;
  await tx
    .insert(revokedSession)
    .values(
      ended.map(({ token, expiresAt }) => ({
        tokenHash: hashSessionToken(token),
        userId,
        reason,
        expiresAt,
      })),
    )
    .onConflictDoNothing();
}

/**
 * On enabling a user again their old sessions stay ended (they were deleted); forgetting the
 * revocations makes those cookies ordinary signed-out ones instead of claiming a disabled account.
 */
export async function forgetRevokedSessionsOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(revokedSession).where(eq(revokedSession.userId, userId));
}

/** Why the session with this token was revoked, or null when it was not (or its time is over). */
export async function revocationReason(
  db: Db,
  token: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ reason: revokedSession.reason })
    .from(revokedSession)
    .where(
      and(eq(revokedSession.tokenHash, hashSessionToken(token)), gt(revokedSession.expiresAt, now)),
    );
  return row?.reason ?? null;
}

/** Revocations whose session would have expired by now tell nobody anything: removed. */
export async function purgeExpiredRevocations(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(revokedSession)
    .where(lte(revokedSession.expiresAt, now))
    .returning({ tokenHash: revokedSession.tokenHash });
  return removed.length;
}

/** Of these sessions' token hashes, those revoked (and not yet expired), with their reasons. */
export async function revocationReasonsOf(
  db: Db,
  tokenHashes: readonly string[],
  now = new Date(),
): Promise<Map<string, string>> {
  if (tokenHashes.length === 0) return new Map();
  const rows = await db
    .select({ tokenHash: revokedSession.tokenHash, reason: revokedSession.reason })
    .from(revokedSession)
    .where(
      and(inArray(revokedSession.tokenHash, [...tokenHashes]), gt(revokedSession.expiresAt, now)),
    );
  return new Map(rows.map((row) => [row.tokenHash, row.reason]));
}
