import { describe, expect, it } from "vitest";
import { breadcrumbs, routeLabel } from "./breadcrumbs";
import * as paths from "./paths";
import { ADMIN_USERS } from "./paths";

describe("breadcrumbs", () => {
  it("shows Home then the route name", () => {
    expect(breadcrumbs("/profile")).toEqual([
      { label: "Home", to: "/", current: false },
      { label: "Profile", to: "/profile", current: true },
    ]);
  });

  it("replaces dashes with spaces, in sentence case, and names the route by its first segment", () => {
    expect(breadcrumbs("/transfer-duty/42/report")).toEqual([
      { label: "Home", to: "/", current: false },
      { label: "Transfer duty", to: "/transfer-duty", current: false },
    ]);
  });

  it("links Home where it is told to", () => {
    expect(breadcrumbs("/company", "/clients")[0]).toEqual({
      label: "Home",
      to: "/clients",
      current: false,
    });
  });

  it("shows only Home at the root", () => {
    expect(breadcrumbs("/")).toEqual([{ label: "Home", to: "/", current: true }]);
  });

  it("ignores a trailing slash", () => {
    expect(breadcrumbs("/my-company/")[1]).toEqual({
      label: "My company",
      to: "/my-company",
      current: true,
    });
  });

  it("writes every route in sentence case, never Title Case", () => {
    expect(routeLabel("home-loan-repayment")).toBe("Home loan repayment");
    expect(routeLabel("investment-comparison")).toBe("Investment comparison");
    expect(routeLabel("scenario")).toBe("Scenario");
  });

  it("decodes escaped characters and survives malformed ones", () => {
    expect(routeLabel("caf%C3%A9-list")).toBe("Café list");
    expect(routeLabel("bad%E0-name")).toBe("Bad%E0 name");
  });
});

describe("breadcrumbs on the administration's screens (spec §2: the current route name)", () => {
  const labels = (path: string) =>
    breadcrumbs(path).map((c) => `${c.label}${c.current ? "*" : ""}`);

  it.each([
    ["/admin", ["Home", "Admin*"]],
    ["/admin/users", ["Home", "Admin", "Users*"]],
    ["/admin/users/5805ec8c-0000-4000-8000-000000000000", ["Home", "Admin", "Users"]],
    ["/admin/coupons", ["Home", "Admin", "Coupons*"]],
    ["/admin/site-config", ["Home", "Admin", "Site config*"]],
    ["/admin/report-templates", ["Home", "Admin", "Report templates*"]],
    ["/admin/constants/tax-scenario", ["Home", "Admin", "Tax scenario*"]],
    ["/admin/constants/tax-scenario/2027", ["Home", "Admin", "Tax scenario", "2027*"]],
    [
      "/admin/constants/transfer-duty/2025-04-01",
      ["Home", "Admin", "Transfer duty", "2025-04-01*"],
    ],
    // Review B3-7: the lump-sum pages stopped at "Home › admin".
    ["/admin/constants/lump-sums", ["Home", "Admin", "Lump sums*"]],
    ["/admin/constants/lump-sums/2026-03-01", ["Home", "Admin", "Lump sums", "2026-03-01*"]],
  ])("%s → %j", (path, expected) => {
    expect(labels(path)).toEqual(expected);
  });

  it("names every administration route of paths.ts, with and without its parameter", () => {
    const adminPaths = (Object.values(paths) as unknown[]).filter(
      (value): value is string => typeof value === "string" && value.startsWith("/admin/"),
    );
    expect(adminPaths.length).toBeGreaterThan(8);
    for (const path of adminPaths) {
      const filled = path.replace(/:[a-z]+/gi, "2026-03-01");
      const crumbs = breadcrumbs(filled);
      expect(crumbs.length, filled).toBeGreaterThan(2);
      expect(crumbs.at(-1)?.current, filled).toBe(!path.startsWith(`${ADMIN_USERS}/`));
    }
  });

  it("links each level back to its own screen", () => {
    expect(breadcrumbs("/admin/constants/tax-scenario/2027").map((c) => c.to)).toEqual([
      "/",
      "/admin",
      "/admin/constants/tax-scenario",
      "/admin/constants/tax-scenario/2027",
    ]);
  });
});
