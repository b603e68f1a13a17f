import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ChangeChannel } from "#server/cache/change-channel";
import { TtlCache } from "#server/cache/ttl-cache";
import type { Db } from "#server/db/database";
import type { AppError } from "#server/errors/app-error";
import { DISABLED_REASON, sessionEndedFor } from "./account-disabled";
import type { Auth } from "./create-auth";
import { sessionCacheKey, sessionTokenOf } from "./session-cache-key";
import { revocationReason } from "./session-queries";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: string;
}

declare module "fastify" {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    /** Set when the credential belonged to a user since disabled: why they are signed out. */
    sessionRefusal: AppError | null;
  }
}

interface CachedSession {
  user: SessionUser;
  expiresAt: number;
}

/** What better-auth said about a credential: its session, or why there is none. */
interface Verification {
  session?: CachedSession;
  refusal: AppError | null;
}

/** How long a verified session is trusted without asking the database again (safety net only). */
const SESSION_CACHE_TTL_MS = 15_000;

/**
 * Resolves the caller (cookie session or bearer token) once per request, before any handler.
 * Verified sessions are kept briefly in memory so a busy API does not query the database for
 * every call; any sign-out, revocation, ban or password change anywhere clears every instance's
 * cache at once through `authChanges`, so a disabled user is locked out immediately.
 */
export function registerSessionResolver(
  app: FastifyInstance,
  auth: Auth,
  authChanges: ChangeChannel,
  db: Db,
) {
  const sessions = new TtlCache<CachedSession>(SESSION_CACHE_TTL_MS, 50_000);
  const verifying = new Map<string, Promise<Verification>>();
  // A change ends the verifications under way too: a request arriving after a sign-out must not
  // be answered by one that started before it, nor that one fill the cache again.
  let generation = 0;
  authChanges.subscribe(() => {
    generation++;
    sessions.clear();
    verifying.clear();
  });
  app.decorateRequest("sessionUser", null);
  app.decorateRequest("sessionRefusal", null);
  /**
   * Asks better-auth about a credential not in the cache; caches it once verified. Requests with
   * the same credential arriving meanwhile wait for that one answer: when a busy client's entry
   * expires, its concurrent requests would otherwise each ask the database again.
   */
  function verify(request: FastifyRequest, key: string): Promise<Verification> {
    let pending = verifying.get(key);
    if (!pending) {
      pending = verifyAtBetterAuth(request, key);
      verifying.set(key, pending);
      const settled = () => {
        if (verifying.get(key) === pending) verifying.delete(key);
      };
      pending.then(settled, settled);
    }
    return pending;
  }
  async function verifyAtBetterAuth(request: FastifyRequest, key: string): Promise<Verification> {
    const startedIn = generation;
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!result) return { refusal: await disabledRefusal(db, request) };
    if (result.user.banned) {
      return { refusal: sessionEndedFor(result.user.banReason ?? DISABLED_REASON) };
    }
    const u = result.user;
    const verified: CachedSession = {
      user: {
        id: u.id,
        name: u.name,
        email: u.email,
        emailVerified: u.emailVerified,
        image: u.image ?? null,
        role: u.role ?? "user",
      },
      expiresAt: new Date(result.session.expiresAt).getTime(),
    };
    if (generation === startedIn) sessions.set(key, verified);
    return { session: verified, refusal: null };
  }
  const signIn = (request: FastifyRequest, session: CachedSession | undefined) => {
    if (session && session.expiresAt > Date.now()) request.sessionUser = session.user;
  };
  // Callback style: a cached session (most requests) is answered without a promise.
  app.addHook("preHandler", (request, _reply, done) => {
    if (!request.url.startsWith("/api/v1/")) return done();
    const key = sessionCacheKey(request.headers);
    if (!key) return done();
    const cached = sessions.get(key);
    if (cached) {
      signIn(request, cached);
      return done();
    }
    verify(request, key).then(({ session, refusal }) => {
      request.sessionRefusal = refusal;
      signIn(request, session);
      done();
    }, done);
  });
}

/**
 * A credential better-auth does not know: if it was a session ended by disabling or deleting its
 * user, the refusal that says so (the cache is not consulted: revoked credentials were dropped from every
 * instance's cache when the user was disabled).
 */
export async function disabledRefusal(db: Db, request: FastifyRequest): Promise<AppError | null> {
  const token = sessionTokenOf(request.headers);
  const reason = token ? await revocationReason(db, token) : null;
  return reason === null ? null : sessionEndedFor(reason);
}
