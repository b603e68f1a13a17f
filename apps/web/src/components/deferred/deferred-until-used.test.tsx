import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { DeferredProps } from "./deferred-until-used";

// The first interaction is the page's, once: each test gets a fresh page (fresh modules).
beforeEach(() => {
  vi.resetModules();
});

async function deferredButton() {
  const { deferredUntilUsed } = await import("./deferred-until-used");
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  function Loaded({ label, requested }: { label: string } & DeferredProps) {
    return <button type="button">{`${label} loaded${requested ? ", open" : ""}`}</button>;
  }
  const load = vi.fn(async () => {
    await arrived;
    return Loaded;
  });
  const Deferred = deferredUntilUsed<{ label: string }>(load, ({ label, onRequest }) => (
    <button type="button" onClick={onRequest}>
      {label}
    </button>
  ));
  return { Deferred, load, release };
}

describe("a component loaded when the page is first used", () => {
  it("shows its placeholder and loads nothing until a person points, touches or types", async () => {
    const { Deferred, load, release } = await deferredButton();
    render(<Deferred label="Menu" />);
    expect(screen.getByRole("button", { name: "Menu" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerMove(window);
    release();
    expect(await screen.findByRole("button", { name: "Menu loaded" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a click on the placeholder before the code arrives opens it when it does, keeping focus", async () => {
    const { Deferred, release } = await deferredButton();
    render(<Deferred label="Menu" />);
    const placeholder = screen.getByRole("button", { name: "Menu" });
    placeholder.focus();
    fireEvent.click(placeholder);
    release();
    const loaded = await screen.findByRole("button", { name: "Menu loaded, open" });
    expect(document.activeElement).toBe(loaded);
  });

  it("loads its code once for every copy on the page, and at once on a later page", async () => {
    const { Deferred, load, release } = await deferredButton();
    const first = render(
      <>
        <Deferred label="One" />
        <Deferred label="Two" />
      </>,
    );
    fireEvent.keyDown(window, { key: "Tab" });
    release();
    expect(await screen.findByRole("button", { name: "Two loaded" })).toBeTruthy();
    first.unmount();
    render(<Deferred label="Three" />);
    expect(screen.getByRole("button", { name: "Three loaded" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
