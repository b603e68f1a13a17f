import { describe, expect, it } from "vitest";
import { breadcrumbs, routeLabel } from "./breadcrumbs";

describe("breadcrumbs", () => {
  it("shows Home then the route name", () => {
    expect(breadcrumbs("/profile")).toEqual([
      { label: "Home", to: "/", current: false },
      { label: "profile", to: "/profile", current: true },
    ]);
  });

  it("replaces dashes with spaces and names the route by its first segment", () => {
    expect(breadcrumbs("/transfer-duty/42/report")).toEqual([
      { label: "Home", to: "/", current: false },
      { label: "transfer duty", to: "/transfer-duty", current: false },
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
      label: "my company",
      to: "/my-company",
      current: true,
    });
  });

  it("decodes escaped characters and survives malformed ones", () => {
    expect(routeLabel("caf%C3%A9-list")).toBe("café list");
    expect(routeLabel("bad%E0-name")).toBe("bad%E0 name");
  });
});
