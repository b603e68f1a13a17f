import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { EraseClientDialog } from "./erase-client-dialog";

const client = { clientName: "Thandi", clientSurname: "van der Merwe" };

function open(onConfirm = vi.fn()) {
  renderWithApp(
    <EraseClientDialog
      opened
      client={client}
      exportUrl="/api/v1/clients/c1/export.zip"
      erasing={false}
      onCancel={() => {}}
      onConfirm={onConfirm}
    />,
  );
  const input = screen.getByLabelText("Type Thandi van der Merwe to confirm");
  const button = () => screen.getByRole("button", { name: "Erase permanently" });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { button, type, onConfirm };
}

describe("EraseClientDialog", () => {
  it("keeps Erase off until the client's full name is typed", () => {
    const { button, type, onConfirm } = open();
    expect(button()).toHaveProperty("disabled", true);
    for (const wrong of ["", "Thandi", "van der Merwe Thandi", "Thandi van der Merwee"]) {
      type(wrong);
      expect(button(), wrong).toHaveProperty("disabled", true);
    }
    fireEvent.click(button());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("erases with the typed name (case and spacing aside) and the reason chosen", () => {
    const { button, type, onConfirm } = open();
    fireEvent.click(screen.getByLabelText("We no longer need to keep it"));
    type("  thandi  VAN der merwe ");
    expect(button()).toHaveProperty("disabled", false);
    fireEvent.click(button());
    expect(onConfirm).toHaveBeenCalledWith({
      confirmName: "  thandi  VAN der merwe ",
      reason: "no-longer-needed",
    });
  });

  it("offers the export first, for records the adviser must keep", () => {
    open();
    const link = screen.getByRole("link", { name: "export the client's data" });
    expect(link.getAttribute("href")).toBe("/api/v1/clients/c1/export.zip");
    expect(link.hasAttribute("download")).toBe(true);
  });
});
