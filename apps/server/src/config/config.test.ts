import { describe, expect, it } from "vitest";
import { ConfigError, loadServerConfig } from "./env";

describe("environment validation at boot", () => {
  it("defaults: port 3000, PUBLIC_URL from the port, ./data, PGlite (no DATABASE_URL)", () => {
    const c = loadServerConfig({});
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.dataDir.endsWith("/data")).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.google).toBeUndefined();
  });

  it("PUBLIC_URL follows PORT when not given", () => {
    expect(loadServerConfig({ PORT: "4100" }).publicUrl).toBe("http://localhost:4100");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ GOOGLE_CLIENT_ID: "id-only" }, "GOOGLE_CLIENT_SECRET"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ PASSWORD_MIN_LENGTH: "3" }, "PASSWORD_MIN_LENGTH"],
  ])("a bad %o stops start-up naming %s", (env, name) => {
    expect(() => loadServerConfig(env)).toThrow(ConfigError);
    expect(() => loadServerConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("refuses the test-only Google discovery override in production", () => {
    expect(() =>
      loadServerConfig({
        NODE_ENV: "production",
        GOOGLE_CLIENT_ID: "a",
        GOOGLE_CLIENT_SECRET: "b",
        GOOGLE_DISCOVERY_URL: "http://127.0.0.1:9/.well-known/openid-configuration",
      }),
    ).toThrow(/GOOGLE_DISCOVERY_URL/);
  });
});
