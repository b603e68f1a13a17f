import { Modal } from "@mantine/core";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";

describe("every dialog, as the theme builds it", () => {
  it("names its close button and adds no banner landmark", async () => {
    renderWithApp(
      <Modal opened onClose={() => undefined} title="Add client">
        body
      </Modal>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Add client" });
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeTruthy();
    expect(dialog.querySelector("header")).toBeNull();
    expect(screen.queryAllByRole("banner")).toEqual([]);
  });
});
