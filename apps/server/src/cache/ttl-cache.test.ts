import { describe, expect, it } from "vitest";
import { sessionCacheKey, sessionTokenOf } from "#server/auth/session-cache-key";
import { TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("returns a value until its time-to-live passes", () => {
    const cache = new TtlCache<string>(1000, 10);
    cache.set("a", "x", 0);
    expect(cache.get("a", 999)).toBe("x");
    expect(cache.get("a", 1000)).toBeUndefined();
  });
  it("drops the oldest entry beyond its size", () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set("a", 1, 0);
    cache.set("b", 2, 0);
    cache.set("c", 3, 0);
    expect([cache.get("a", 1), cache.get("b", 1), cache.get("c", 1)]).toEqual([undefined, 2, 3]);
  });
  it("clear and delete forget entries", () => {
    const cache = new TtlCache<number>(1000, 5);
    cache.set("a", 1, 0);
    cache.set("b", 2, 0);
    cache.delete("a");
    expect(cache.get("a", 1)).toBeUndefined();
    cache.clear();
    expect(cache.get("b", 1)).toBeUndefined();
  });
});

describe("sessionCacheKey", () => {
  it("keys by the bearer token when one is sent", () => {
    expect(sessionCacheKey({ authorization: "Bearer abc.def" })).toBe("bearer:abc.def");
  });
  it("keys by the signed session cookie, also in its __Secure- form", () => {
    expect(sessionCacheKey({ cookie: "a=1; better-auth.session_token=tok.sig; b=2" })).toBe(
      "cookie:tok.sig",
    );
    expect(sessionCacheKey({ cookie: "__Secure-better-auth.session_token=s.t" })).toBe(
      "cookie:s.t",
    );
  });
  it("no credential → no key (anonymous calls never touch the session store)", () => {
    expect(sessionCacheKey({ cookie: "theme=dark" })).toBeNull();
    expect(sessionCacheKey({})).toBeNull();
  });
});

describe("sessionTokenOf", () => {
  it("reads the token out of a URL-encoded signed cookie or a bearer token", () => {
    expect(sessionTokenOf({ cookie: "better-auth.session_token=tok123.c2ln%2Bbg%3D%3D" })).toBe(
      "tok123",
    );
    expect(sessionTokenOf({ authorization: "Bearer tok123.c2lnbg==" })).toBe("tok123");
    expect(sessionTokenOf({ authorization: "Bearer tok123" })).toBe("tok123");
  });
  it("no credential, an empty one or broken encoding → no token", () => {
    expect(sessionTokenOf({})).toBeNull();
    expect(sessionTokenOf({ cookie: "better-auth.session_token=.sig" })).toBeNull();
    expect(sessionTokenOf({ cookie: "better-auth.session_token=%E0%A4%A" })).toBeNull();
  });
});
