import type { AdminOverviewResponse } from "@adviser-desk/contracts";
import { getDefaultNormalizer, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { FailingSeatChanges } from "./failing-seat-changes";

type Change = AdminOverviewResponse["failingSeatChanges"][number];

const change = (companyName: string, extra: Partial<Change> = {}): Change => ({
  companyName,
  seats: 2,
  amountCents: 199_998,
  attempts: 3,
  lastError: "PayFast did not answer: HTTP 503",
  nextAttemptAt: "2026-11-23T10:01:00.000Z",
  ...extra,
});

const rowOf = (companyName: string) => {
  const row = screen.getByRole("cell", { name: companyName }).closest("tr");
  if (!row) throw new Error("no row");
  return within(row);
};

describe("FailingSeatChanges", () => {
  it("lists each company's wanted seats and amount, attempts, last error and next try", () => {
    renderWithApp(
      <FailingSeatChanges
        changes={[
          change("Mokoena Advisory"),
          change("Dlamini Planning", {
            seats: 1,
            amountCents: null,
            attempts: 1,
            lastError: "PayFast refused: agreement not found",
          }),
        ]}
      />,
      "/admin",
    );
    expect(
      screen.getByText("Needs attention: 2 seat changes not accepted by PayFast"),
    ).toBeTruthy();
    const mokoena = rowOf("Mokoena Advisory");
    // The money format keeps its no-break spaces (the default matcher would fold them).
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(mokoena.getByText("R\u00a01\u00a0999,98", exact)).toBeTruthy();
    expect(mokoena.getByRole("cell", { name: "2" })).toBeTruthy();
    expect(mokoena.getByRole("cell", { name: "3" })).toBeTruthy();
    expect(mokoena.getByText("PayFast did not answer: HTTP 503")).toBeTruthy();
    // South African time: 10:01 UTC is 12:01 in Johannesburg.
    expect(mokoena.getByText("23 November 2026, 12:01")).toBeTruthy();
    const dlamini = rowOf("Dlamini Planning");
    expect(dlamini.getByText("—")).toBeTruthy();
    expect(dlamini.getByText("PayFast refused: agreement not found")).toBeTruthy();
  });

  it("shows nothing when every seat change went through", () => {
    renderWithApp(<FailingSeatChanges changes={[]} />, "/admin");
    expect(screen.queryByText(/seat change/)).toBeNull();
  });
});
