import type { ClientRetentionResponse } from "@adviser-desk/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { EraseClientDialog } from "./erase-client-dialog";

const client = { clientName: "Thandi", clientSurname: "van der Merwe" };
const ERASES: ClientRetentionResponse = {
  lastAdviceOn: null,
  serviceEndedOn: null,
  eraseWould: "erase",
  keptUntil: null,
  restrictedAt: null,
  linkedSpouse: null,
};
const RESTRICTS: ClientRetentionResponse = {
  ...ERASES,
  lastAdviceOn: "2026-12-02",
  eraseWould: "restrict",
  keptUntil: "2031-12-02",
  linkedSpouse: { id: "s1", name: "Sipho van der Merwe" },
};

function open(onConfirm = vi.fn(), retention = ERASES) {
  renderWithApp(
    <EraseClientDialog
      opened
      client={client}
      retention={retention}
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

  it("offers the export, for records the adviser must keep", () => {
    open();
    const link = screen.getByRole("link", { name: "Export the client's data" });
    expect(link.getAttribute("href")).toBe("/api/v1/clients/c1/export.zip");
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("says when the request restricts instead, until which day, and names the linked spouse", () => {
    const onConfirm = vi.fn();
    open(onConfirm, RESTRICTS);
    expect(screen.getByText("Restrict this client?")).toBeTruthy();
    expect(screen.getByText(/last advised on 02 December 2026/)).toBeTruthy();
    expect(screen.getByText(/erases them on 03 December 2031/)).toBeTruthy();
    expect(screen.getAllByText("Sipho van der Merwe").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Erase permanently" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Type Thandi van der Merwe to confirm"), {
      target: { value: "Thandi van der Merwe" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Restrict until 02 December 2031" }));
    expect(onConfirm).toHaveBeenCalledWith({
      confirmName: "Thandi van der Merwe",
      reason: "client-request",
    });
  });

  it("names the linked spouse whose link an erasure ends", () => {
    open(vi.fn(), { ...ERASES, linkedSpouse: { id: "s1", name: "Sipho van der Merwe" } });
    expect(screen.getByText(/that link ends/)).toBeTruthy();
  });
});
