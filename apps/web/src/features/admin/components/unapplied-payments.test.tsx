import type { AdminOverviewResponse } from "@adviser-desk/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { UnappliedPayments } from "./unapplied-payments";

type Payment = AdminOverviewResponse["unappliedPayments"][number];

const payment = (pfPaymentId: string, agreementCancel: Payment["agreementCancel"]): Payment => ({
  receivedAt: "2026-11-23T10:00:00.000Z",
  companyName: "Mokoena Advisory",
  mPaymentId: `m-${pfPaymentId}`,
  pfPaymentId,
  amountCents: 99_999,
  reason:
    "the company already has an active agreement; cancel agreement tok at PayFast and refund R 999.99",
  agreementCancel,
});

const cancel = (
  state: NonNullable<Payment["agreementCancel"]>["state"],
  extra: Partial<NonNullable<Payment["agreementCancel"]>> = {},
) => ({ state, attempts: 1, lastError: "", nextAttemptAt: null, doneAt: null, ...extra });

const rowOf = (pfPaymentId: string) => {
  const cell = screen.getByRole("cell", { name: pfPaymentId });
  const row = cell.closest("tr");
  if (!row) throw new Error("no row");
  return within(row);
};

describe("UnappliedPayments", () => {
  it("shows where PayFast's cancel of each agreement stands, beside the refund", () => {
    renderWithApp(
      <UnappliedPayments
        payments={[
          payment("pf-queued", cancel("queued", { attempts: 0 })),
          payment(
            "pf-failing",
            cancel("failing", {
              attempts: 2,
              lastError: "PayFast did not answer: HTTP 503",
              nextAttemptAt: "2026-11-23T10:01:00.000Z",
            }),
          ),
          payment("pf-done", cancel("cancelled", { doneAt: "2026-11-23T10:02:00.000Z" })),
          payment("pf-none", null),
        ]}
      />,
      "/admin",
    );
    expect(rowOf("pf-queued").getByText("Cancel queued")).toBeTruthy();
    expect(rowOf("pf-failing").getByText("Cancel failing, retrying")).toBeTruthy();
    expect(
      rowOf("pf-failing").getByText(/2 attempts, last error: PayFast did not answer: HTTP 503/),
    ).toBeTruthy();
    expect(rowOf("pf-done").getByText("Cancelled at PayFast")).toBeTruthy();
    expect(rowOf("pf-none").getByText("Cancel the agreement in PayFast's dashboard.")).toBeTruthy();
    expect(rowOf("pf-done").getByText(/refund R 999\.99/)).toBeTruthy();
  });
});
