import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/app-config";
import { testDbKind } from "./support/test-database";

describe.runIf(testDbKind() === "pglite")("embedded database in DATA_DIR", () => {
  it("a second start on the same DATA_DIR keeps every row and the generated secret", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "adt-persist-"));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" });
    const headers = { origin: config.publicUrl, "content-type": "application/json" };

    const first = await buildApp(config);
    const signUp = await first.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers,
      payload: { name: "Persist Me", email: "persist@example.co.za", password: "persist-password" },
    });
    expect(signUp.statusCode).toBe(200);
    await first.close();

    const second = await buildApp(config);
    const again = await second.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers,
      payload: { name: "Persist Me", email: "persist@example.co.za", password: "persist-password" },
    });
    // Enumeration-safe: the API answers 200 either way, but no second row may exist.
    expect(again.statusCode).toBe(200);
    const signIn = await second.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers,
      payload: { email: "persist@example.co.za", password: "persist-password" },
    });
    expect(signIn.json().code).toBe("EMAIL_NOT_VERIFIED");
    await second.close();
    // Two cold starts of the embedded database (migrations, seeding) in one test: 20 s is not
    // enough on a loaded 2-core machine, and this test checks data, not speed.
  }, 90_000);
});
