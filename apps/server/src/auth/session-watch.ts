import type { FastifyBaseLogger } from "fastify";
import type { ChangeChannel } from "#server/cache/change-channel";
import type { Db } from "#server/db/database";
import type { AppError } from "#server/errors/app-error";
import { sessionEndedFor } from "./account-disabled";
import { hashSessionToken, revocationReasonsOf } from "./session-queries";

type OnEnded = (refusal: AppError) => void;

/**
 * Tells open pages (the config stream, spec §4 "config watch") the moment an administrator ends
 * their session by disabling or deleting the user: every instance hears `authChanges` and looks up
 * the sessions its open streams carry among the revoked ones, in one query however many are open.
 * A session ended otherwise (signed out, expired) is not pushed: its page learns on its next
 * request, as before.
 */
export function createSessionWatch(db: Db, authChanges: ChangeChannel, log: FastifyBaseLogger) {
  /** Open pages by the hash of the session token they carry. */
  const watched = new Map<string, Set<OnEnded>>();
  let running: Promise<void> | null = null;
  let again = false;

  async function checkOnce() {
    const ended = await revocationReasonsOf(db, [...watched.keys()]);
    for (const [tokenHash, reason] of ended) {
      const listeners = watched.get(tokenHash);
      watched.delete(tokenHash);
      for (const onEnded of listeners ?? []) onEnded(sessionEndedFor(reason));
    }
  }

  // Changes arriving during a check run one more check after it: none is missed, none overlaps.
  function check() {
    if (running) {
      again = true;
      return;
    }
    if (watched.size === 0) return;
    running = checkOnce()
      .catch((error: unknown) => log.error({ err: error }, "checking open pages' sessions failed"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          check();
        }
      });
  }
  authChanges.subscribe(check);

  return {
    /** Calls `onEnded` once if this session is revoked while watched; returns the unwatch. */
    watch(token: string, onEnded: OnEnded): () => void {
      const tokenHash = hashSessionToken(token);
      const listeners = watched.get(tokenHash) ?? new Set<OnEnded>();
      listeners.add(onEnded);
      watched.set(tokenHash, listeners);
      return () => {
        listeners.delete(onEnded);
        if (listeners.size === 0 && watched.get(tokenHash) === listeners) watched.delete(tokenHash);
      };
    },
  };
}

export type SessionWatch = ReturnType<typeof createSessionWatch>;
