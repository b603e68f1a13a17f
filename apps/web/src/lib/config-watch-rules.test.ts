import { describe, expect, it } from "vitest";
import { maintenanceRedirect, versionAction } from "./config-watch-rules";

describe("maintenanceRedirect", () => {
  it("sends everyone to /under-construction while it is set", () => {
    expect(maintenanceRedirect(true, "/clients")).toBe("/under-construction");
    expect(maintenanceRedirect(true, "/login")).toBe("/under-construction");
  });

  it("leaves the maintenance page itself and /test alone", () => {
    expect(maintenanceRedirect(true, "/under-construction")).toBeNull();
    expect(maintenanceRedirect(true, "/test")).toBeNull();
  });

  it("never sends an administrator away, so they can switch it off again", () => {
    expect(maintenanceRedirect(true, "/admin", { admin: true })).toBeNull();
    expect(maintenanceRedirect(true, "/clients", { admin: true })).toBeNull();
    expect(maintenanceRedirect(true, "/admin", { admin: false })).toBe("/under-construction");
  });

  it("keeps /login?admin open for an administrator to sign in, and only that page", () => {
    expect(maintenanceRedirect(true, "/login", { admin: false, search: "?admin" })).toBeNull();
    expect(maintenanceRedirect(true, "/login", { admin: false, search: "?x=1" })).toBe(
      "/under-construction",
    );
    expect(maintenanceRedirect(true, "/clients", { admin: false, search: "?admin" })).toBe(
      "/under-construction",
    );
  });

  it("sends the maintenance page to /login once it is cleared, and nobody else anywhere", () => {
    expect(maintenanceRedirect(false, "/under-construction")).toBe("/login");
    expect(maintenanceRedirect(false, "/clients")).toBeNull();
  });
});

describe("versionAction", () => {
  it("remembers the first version seen without asking", () => {
    expect(versionAction("abc", null, null)).toBe("remember");
  });

  it("asks when the version differs from the stored one", () => {
    expect(versionAction("def", "abc", null)).toBe("ask");
  });

  it("does nothing for the same version, or one already declined on this page", () => {
    expect(versionAction("abc", "abc", null)).toBe("nothing");
    expect(versionAction("def", "abc", "def")).toBe("nothing");
  });

  it("asks again about a newer version after an older one was declined", () => {
    expect(versionAction("ghi", "abc", "def")).toBe("ask");
  });
});
