import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/support/test-app";

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = path.join(process.env.TMPDIR ?? "/tmp", `adt-web-${process.pid}-${Date.now()}`);
  await mkdir(path.join(webDist, "assets"), { recursive: true });
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>Adviser Desk</title>");
  await writeFile(path.join(webDist, "login.html"), "<!doctype html><title>Sign in</title>");
  await writeFile(path.join(webDist, "assets", "app-abc123.js"), "console.log(1)");
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => t.close());

describe("health", () => {
  it("/healthz answers ok and /readyz reports the database", async () => {
    expect((await t.client().get("/healthz")).json).toEqual({ status: "ok" });
    const ready = await t.client().get("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.json.database).toBe(t.database.kind);
  });
});

describe("errors are problem+json with an area/reason code", () => {
  it("an unknown /api route is a 404 problem, never the web app", async () => {
    const res = await t.client().get("/api/v1/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toContain("application/problem+json");
    expect(res.json).toMatchObject({ status: 404, code: "request/not-found", title: "Not Found" });
  });

  it("/me without a session is 401 auth/not-authenticated, in the words of spec §8", async () => {
    const res = await t.client().get("/api/v1/me");
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("auth/not-authenticated");
    expect(res.json.detail).toBe("No user is currently signed in.");
  });
});

describe("serving the web app", () => {
  it("an unknown screen path gets index.html (the client router shows its 404 page)", async () => {
    const res = await t.client().get("/some/screen", { accept: "text/html" });
    expect(res.status).toBe(200);
    expect(res.body).toContain("<title>Adviser Desk</title>");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("/ and /login get the sign-in page (login.html), with or without a query; /login/x is the app's", async () => {
    for (const url of ["/", "/login", "/login?next=%2Fclients", "/?x=1"]) {
      const res = await t.client().get(url, { accept: "text/html" });
      expect(res.status, url).toBe(200);
      expect(res.body, url).toContain("<title>Sign in</title>");
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
    const other = await t.client().get("/login/x", { accept: "text/html" });
    expect(other.body).toContain("<title>Adviser Desk</title>");
  });

  it("hashed assets are cached for a year as immutable", async () => {
    const res = await t.client().get("/assets/app-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("a missing asset is a 404, not index.html", async () => {
    expect((await t.client().get("/assets/missing-file.js")).status).toBe(404);
  });
});

describe("security", () => {
  it("sends a CSP that allows only our own origin for scripts", async () => {
    const csp = String((await t.client().get("/healthz")).headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("refuses a state-changing request from a foreign origin", async () => {
    const res = await t
      .client()
      .post(
        "/api/auth/sign-in/email",
        { email: "a@b.co", password: "x" },
        { origin: "https://evil.example" },
      );
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("auth/forbidden-origin");
  });

  it("refuses a cross-site request that hides its origin", async () => {
    const res = await t
      .client()
      .post("/api/auth/sign-out", {}, { origin: "", "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
  });
});

describe("public config", () => {
  it("says Google is off when no client id is configured, and the password rule", async () => {
    expect((await t.client().get("/api/v1/config")).json).toMatchObject({
      googleEnabled: false,
      passwordMinLength: 8,
    });
  });
});
