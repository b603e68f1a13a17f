import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { ChangeChannel } from "#server/cache/change-channel";
import type { Db } from "#server/db/database";
import type { Auth } from "./create-auth";
import { registerSessionResolver } from "./session-guard";

const COOKIE = "better-auth.session_token=token-1.signature";

/** A better-auth stand-in whose session lookups are held until `answer` is called. */
function heldAuth() {
  const waiting: (() => void)[] = [];
  let lookups = 0;
  const auth = {
    api: {
      getSession: async () => {
        lookups++;
        await new Promise<void>((resolve) => waiting.push(resolve));
        return {
          user: { id: "user-1", name: "Ann", email: "ann@example.co.za", emailVerified: true },
          session: { expiresAt: new Date(Date.now() + 60_000) },
        };
      },
    },
  } as unknown as Auth;
  return {
    auth,
    lookups: () => lookups,
    /** Lets every lookup under way answer. */
    answer: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

function localChannel(): ChangeChannel {
  const listeners = new Set<(payload: string) => void>();
  return {
    async publish(payload) {
      for (const listener of listeners) listener(payload);
    },
    subscribe: (listener) => listeners.add(listener),
    close: async () => {},
  };
}

function appWith(auth: Auth, changes: ChangeChannel) {
  const app = Fastify();
  registerSessionResolver(app, auth, changes, {} as Db);
  app.get("/api/v1/who", async (request) => ({ user: request.sessionUser?.id ?? null }));
  return app;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const who = (app: ReturnType<typeof appWith>) =>
  app.inject({ url: "/api/v1/who", headers: { cookie: COOKIE } }).then((r) => r.json());

describe("the session resolver", () => {
  it("asks better-auth once for concurrent requests with the same uncached credential", async () => {
    const better = heldAuth();
    const app = appWith(better.auth, localChannel());
    const answers = Promise.all(Array.from({ length: 10 }, () => who(app)));
    await tick();
    better.answer();
    expect(await answers).toEqual(Array.from({ length: 10 }, () => ({ user: "user-1" })));
    expect(better.lookups()).toBe(1);
    // Then from the cache.
    expect(await who(app)).toEqual({ user: "user-1" });
    expect(better.lookups()).toBe(1);
  });

  it("does not answer a request arriving after an auth change with a lookup started before it", async () => {
    const better = heldAuth();
    const changes = localChannel();
    const app = appWith(better.auth, changes);
    const before = who(app);
    await tick();
    await changes.publish("sign-out");
    const after = who(app);
    await tick();
    expect(better.lookups()).toBe(2);
    better.answer();
    await Promise.all([before, after]);
  });

  it("does not cache what a lookup started before an auth change found", async () => {
    const better = heldAuth();
    const changes = localChannel();
    const app = appWith(better.auth, changes);
    const before = who(app);
    await tick();
    await changes.publish("sign-out");
    better.answer();
    await before;
    const next = who(app);
    await tick();
    expect(better.lookups()).toBe(2);
    better.answer();
    expect(await next).toEqual({ user: "user-1" });
  });
});
