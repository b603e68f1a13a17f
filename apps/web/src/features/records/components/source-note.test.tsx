import type { SourceLink } from "@adviser-desk/contracts/record-source-rules";
import type { SourceStatus } from "@adviser-desk/contracts/record-sources";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { SourceNote } from "./source-note";

const link: SourceLink = {
  kind: "transfer-duty",
  id: "t1",
  version: 1,
  field: "bondAmount",
  value: 2_000_000,
};
const status = (over: Partial<SourceStatus> = {}): SourceStatus => ({
  target: "loanAmount",
  link,
  name: "Erf 12 Durbanville",
  taxYear: null,
  currentVersion: 1,
  currentValue: 2_000_000,
  refreshedValue: 2_000_000,
  changed: false,
  ...over,
});
const changed = status({
  changed: true,
  currentVersion: 2,
  currentValue: 2_200_000,
  refreshedValue: 2_200_000,
});

function renderNote(props: { status?: SourceStatus; readOnly?: boolean; onRefresh?: () => void }) {
  return renderWithApp(
    <SourceNote
      kind="home-loan-repayment"
      target="loanAmount"
      link={link}
      status={props.status}
      readOnly={props.readOnly ?? false}
      onRefresh={props.onRefresh ?? (() => undefined)}
    />,
  );
}

describe("SourceNote", () => {
  it("names the source and links to it; no refresh while it is unchanged", async () => {
    renderNote({ status: status() });
    const anchor = await screen.findByRole("link", { name: "“Erf 12 Durbanville”" });
    expect(anchor.getAttribute("href")).toBe("/transfer-duty/t1");
    expect(screen.getByText(/Taken from the transfer duty calculation/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Refresh/ })).toBeNull();
  });

  it("a changed source shows its new value and Refresh, which hands over the status", async () => {
    const onRefresh = vi.fn();
    renderNote({ status: changed, onRefresh });
    expect(await screen.findByText(/changed since: now R\s2\s200\s000,00/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Refresh/ }));
    expect(onRefresh).toHaveBeenCalledWith(changed);
  });

  it("a source saved since with the same value offers nothing to refresh", async () => {
    renderNote({ status: status({ changed: true, currentVersion: 2 }) });
    await screen.findByRole("link", { name: "“Erf 12 Durbanville”" });
    expect(screen.queryByText(/changed since/)).toBeNull();
  });

  it("a locked record says it keeps the value it took, and offers no refresh", async () => {
    renderNote({ status: changed, readOnly: true });
    expect(await screen.findByText(/locked and keeps the value it took/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Refresh/ })).toBeNull();
  });

  it("a deleted source is said to be gone, with no link", async () => {
    renderNote({
      status: status({
        name: null,
        currentVersion: null,
        currentValue: null,
        refreshedValue: null,
      }),
    });
    expect(await screen.findByText(/since deleted; the value stays as taken/)).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
