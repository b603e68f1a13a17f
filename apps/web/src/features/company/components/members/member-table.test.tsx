import type { Member } from "@adviser-desk/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { MemberTable } from "./member-table";

const member = (userId: string, name: string, role: Member["role"], advisers: string[] = []) => ({
  userId,
  name,
  email: `${userId}@example.co.za`,
  role,
  assignedAdviserIds: advisers,
  addedAt: "2026-11-01T08:00:00.000Z",
});

const members: Member[] = [
  member("owner", "Olwethu Owner", "owner"),
  member("adviser", "Ayanda Adviser", "adviser"),
  member("assistant", "Asha Assistant", "assistant", ["adviser"]),
  member("compliance", "Kobus Compliance", "read-only"),
];

function renderTable() {
  const on = { onRoleChange: vi.fn(), onAdvisersChange: vi.fn(), onRemove: vi.fn() };
  renderWithApp(<MemberTable members={members} selfId="owner" busy={false} {...on} />);
  return on;
}

// Four rows of Mantine selects take seconds to render on a busy machine.
describe("MemberTable", { timeout: 20_000 }, () => {
  it("lets the owner change and remove everyone but themself", () => {
    renderTable();
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(4);
    const [own, ...others] = rows;
    expect(within(own as HTMLElement).queryByRole("button", { name: /remove/i })).toBeNull();
    expect(within(own as HTMLElement).queryByLabelText(/role of/i)).toBeNull();
    expect(within(own as HTMLElement).getByText("You")).toBeTruthy();
    for (const row of others) {
      expect(within(row).getByRole("button", { name: /^remove /i })).toBeTruthy();
      expect(within(row).getByLabelText(/^role of /i)).toBeTruthy();
    }
  });

  it("asks whom an assistant prepares for, and only for assistants", () => {
    renderTable();
    expect(screen.getAllByText("Prepares for")).toHaveLength(1);
  });

  it("hands Remove the member it was pressed for", () => {
    const on = renderTable();
    screen.getByRole("button", { name: "Remove Kobus Compliance" }).click();
    expect(on.onRemove).toHaveBeenCalledWith(members[3]);
  });
});
