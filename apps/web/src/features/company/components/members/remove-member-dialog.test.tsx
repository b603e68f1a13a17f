import type { Member } from "@adviser-desk/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { RemoveMemberDialog } from "./remove-member-dialog";

const member = (userId: string, name: string, role: Member["role"]): Member => ({
  userId,
  name,
  email: `${userId}@example.co.za`,
  role,
  assignedAdviserIds: [],
  addedAt: "2026-11-01T08:00:00.000Z",
});

const owner = member("owner", "Olwethu Owner", "owner");
const coOwner = member("co-owner", "Carla Owner", "owner");
const adviser = member("adviser", "Ayanda Adviser", "adviser");
const second = member("second", "Sipho Second", "adviser");
const assistant = member("assistant", "Asha Assistant", "assistant");
const reader = member("reader", "Kobus Compliance", "read-only");
const members = [owner, coOwner, adviser, second, assistant, reader];

function renderDialog(leaving: Member, error: unknown = null) {
  const onConfirm = vi.fn();
  renderWithApp(
    <RemoveMemberDialog
      member={leaving}
      members={members}
      selfId="owner"
      pending={false}
      error={error}
      onCancel={vi.fn()}
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

const dialog = () => screen.getByRole("dialog");

// jsdom has no layout: Mantine's option list scrolls the selected option into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe("RemoveMemberDialog", { timeout: 20_000 }, () => {
  it("offers the other owners and advisers, defaults to the owner removing them, and sends that", async () => {
    const onConfirm = renderDialog(adviser);
    const select = within(dialog()).getByLabelText("Hand their clients to");
    expect((select as HTMLInputElement).value).toBe("Olwethu Owner (Owner)");
    expect(dialog().textContent).toContain("go to Olwethu Owner");
    fireEvent.click(select);
    const options = await screen.findAllByRole("option", { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      "Olwethu Owner (Owner)",
      "Carla Owner (Owner)",
      "Sipho Second (Adviser)",
    ]);
    const sipho = options.find((option) => option.textContent === "Sipho Second (Adviser)");
    fireEvent.click(sipho as HTMLElement);
    await waitFor(() => expect(dialog().textContent).toContain("go to Sipho Second"));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Remove member" }));
    expect(onConfirm).toHaveBeenCalledWith({ member: adviser, reassignTo: "second" });
  });

  it("sends the owner removing them when nothing else is chosen", () => {
    const onConfirm = renderDialog(coOwner);
    fireEvent.click(within(dialog()).getByRole("button", { name: "Remove member" }));
    expect(onConfirm).toHaveBeenCalledWith({ member: coOwner, reassignTo: "owner" });
  });

  it.each([assistant, reader])("asks nothing for $name, who holds no clients", (leaving) => {
    const onConfirm = renderDialog(leaving);
    expect(within(dialog()).queryByLabelText(/hand their clients/i)).toBeNull();
    expect(dialog().textContent).toContain("responsible for no clients");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Remove member" }));
    expect(onConfirm).toHaveBeenCalledWith({ member: leaving, reassignTo: undefined });
  });

  it("shows the server's refusal in the dialog", () => {
    renderDialog(adviser, new Error("Their clients can only be handed to another owner."));
    expect(within(dialog()).getByRole("alert").textContent).toContain("Not removed");
  });
});
