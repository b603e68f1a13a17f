import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { PrivacyPolicyScreen } from "./privacy-policy-screen";

const fetchSpy = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchSpy));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
});

const config = (informationOfficer: { name: string | null; email: string }) =>
  new Response(JSON.stringify({ informationOfficer }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });

describe("PrivacyPolicyScreen", () => {
  it("names the Information Officer from the site config", async () => {
    fetchSpy.mockResolvedValue(config({ name: "Nomsa Dlamini", email: "nomsa@adviserdesk.co.za" }));
    renderWithApp(<PrivacyPolicyScreen />, "/privacy-policy");
    expect(await screen.findByText(/Nomsa Dlamini/)).toBeTruthy();
    const mail = screen.getByRole("link", { name: "nomsa@adviserdesk.co.za" });
    expect(mail.getAttribute("href")).toBe("mailto:nomsa@adviserdesk.co.za");
  });

  it("tells advisers how to answer a client's request with export and erase", async () => {
    fetchSpy.mockResolvedValue(config({ name: null, email: "privacy@adviserdesk.co.za" }));
    renderWithApp(<PrivacyPolicyScreen />, "/privacy-policy");
    expect(
      screen.getByRole("heading", { name: "10. For advisers: your clients' requests" }),
    ).toBeTruthy();
    expect(screen.getAllByText("Export client data").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Erase permanently").length).toBeGreaterThan(0);
    expect(await screen.findByRole("link", { name: "privacy@adviserdesk.co.za" })).toBeTruthy();
  });
});
