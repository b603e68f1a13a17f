import type { SummaryRecord } from "@adviser-desk/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { IssuePackDialog } from "./issue-pack-dialog";

const fetchSpy = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
});

const record = (id: string, name: string, locked: boolean): SummaryRecord => ({
  id,
  kind: locked ? "home-loan-repayment" : "scenario",
  name,
  locked,
  version: 1,
  updatedText: "01 March 2026",
});
const records = [
  record("r1", "Salary 2027", false),
  record("r2", "Main house bond", true),
  record("r3", "Retirement plan", false),
];

describe("IssuePackDialog", () => {
  it("ticks the locked records, and issues the ticked ones in the listed order", async () => {
    fetchSpy.mockResolvedValue(
      new Response(JSON.stringify({ id: "p1" }), {
        status: 201,
        headers: { "content-type": "application/json" },
      }),
    );
    const onClose = vi.fn();
    renderWithApp(
      <IssuePackDialog opened onClose={onClose} clientId="c1" records={records} />,
      "/clients/c1",
    );
    const box = (name: RegExp) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
    expect(box(/Main house bond/).checked).toBe(true);
    expect(box(/Salary 2027/).checked).toBe(false);
    expect(screen.getByText(/Home loan calculation · saved 01 March 2026/)).toBeTruthy();

    fireEvent.click(box(/Retirement plan/));
    fireEvent.click(box(/Salary 2027/));
    fireEvent.click(screen.getByRole("button", { name: "Issue pack of 3 records" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/clients/c1/advice-packs");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ recordIds: ["r1", "r2", "r3"] });
  });

  it("cannot issue a pack with nothing ticked", () => {
    renderWithApp(
      <IssuePackDialog
        opened
        onClose={() => {}}
        clientId="c1"
        records={records.filter((r) => !r.locked)}
      />,
      "/clients/c1",
    );
    const issue = screen.getByRole("button", { name: "Issue pack" }) as HTMLButtonElement;
    expect(issue.disabled).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
