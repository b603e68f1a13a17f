import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { StartNextRecord } from "./start-next-record";

describe("StartNextRecord", () => {
  it("starts the next record when the saved record has something to take", async () => {
    const onStart = vi.fn();
    renderWithApp(
      <StartNextRecord label="Plan the bond" onStart={onStart} pending={false} dirty={false}>
        A new home loan from this transfer.
      </StartNextRecord>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Plan the bond" }));
    expect(onStart).toHaveBeenCalledOnce();
  });

  it("asks to save first while there are unsaved changes (it starts from the saved record)", async () => {
    const onStart = vi.fn();
    renderWithApp(
      <StartNextRecord label="Plan the bond" onStart={onStart} pending={false} dirty>
        A new home loan from this transfer.
      </StartNextRecord>,
    );
    expect(await screen.findByText(/Save your changes first/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Plan the bond" }).hasAttribute("disabled")).toBe(
      true,
    );
  });

  it("says why when there is nothing to take", async () => {
    renderWithApp(
      <StartNextRecord
        label="Plan the bond"
        onStart={() => undefined}
        pending={false}
        dirty={false}
        unavailable="A cash purchase has no bond to plan."
      >
        A new home loan from this transfer.
      </StartNextRecord>,
    );
    expect(await screen.findByText("A cash purchase has no bond to plan.")).toBeTruthy();
  });
});
