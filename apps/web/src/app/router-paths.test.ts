import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { recordListPattern, recordPath, recordReportPath } from "@/features/records";
import * as paths from "@/lib/paths";
import { router } from "./router";

/** The pattern of the deepest route an address opens ("*" for the not-found page). */
function routed(address: string): string | undefined {
  return matchRoutes(router.routes, address)?.at(-1)?.route.path;
}

describe("the router routes the patterns of lib/paths.ts", () => {
  const patterns = Object.values(paths).flatMap((value: unknown) =>
    typeof value === "string" && value.startsWith("/") ? [value] : [],
  );

  it.each(patterns)("%s opens its own route", (pattern) => {
    const address = pattern.replace(/:[A-Za-z]+/g, "x");
    expect(routed(address)).toBe(pattern);
  });

  it("links built from paths.ts open the route they name", () => {
    expect(routed(paths.clientPath("a/b"))).toBe(paths.CLIENT);
    expect(routed(paths.adminUserPath("u 1"))).toBe(paths.ADMIN_USER);
    expect(routed(paths.adminTaxYearPath("2026"))).toBe(paths.ADMIN_TAX_YEAR);
    expect(routed(paths.adminLumpSumPath("2026-03-01"))).toBe(paths.ADMIN_LUMP_SUM);
    expect(routed(paths.adminTransferDutyPath("2026-03-01"))).toBe(
      paths.ADMIN_TRANSFER_DUTY_PERIOD,
    );
    expect(routed(recordListPattern("scenario"))).toBe("/scenario");
    expect(routed(recordPath("transfer-duty", "r/1"))).toBe("/transfer-duty/:id");
    expect(routed(recordReportPath("home-loan-repayment", "r1"))).toBe(
      "/home-loan-repayment/:id/report",
    );
  });

  it("an address no route names is the not-found page", () => {
    expect(routed("/no-such-page")).toBe("*");
  });
});
