import type { CouponResponse } from "@adviser-desk/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { CouponTable } from "./coupon-table";

const fetchSpy = vi.fn(
  async () =>
    new Response(JSON.stringify({}), {
      status: 200,
      headers: { "content-type": "application/json" },
    }),
);
beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal("fetch", fetchSpy);
});
const calledUrls = () => fetchSpy.mock.calls.map((call) => String((call as unknown[])[0]));

const coupon: CouponResponse = {
  code: "WINTER25",
  discountPercent: 25,
  appliesTo: "every-payment",
  expiresAt: null,
  usageLimit: 5,
  disabledAt: null,
  note: "",
  createdAt: "2026-11-01T08:00:00.000Z",
  usedBy: [],
};

describe("CouponTable", () => {
  it("asks before disabling a coupon, and Cancel changes nothing (review B3-8)", async () => {
    renderWithApp(<CouponTable coupons={[coupon]} />, "/admin/coupons");
    fireEvent.click(screen.getByRole("button", { name: "Disable coupon WINTER25" }));
    const dialog = await screen.findByRole("dialog", { name: "Disable coupon WINTER25?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calledUrls()).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Disable coupon WINTER25" }));
    const again = await screen.findByRole("dialog", { name: "Disable coupon WINTER25?" });
    fireEvent.click(within(again).getByRole("button", { name: "Disable coupon" }));
    await waitFor(() => expect(calledUrls()).toEqual(["/api/v1/admin/coupons/WINTER25/disable"]));
  });

  it("enables a disabled coupon at once (nothing is lost by enabling)", async () => {
    renderWithApp(
      <CouponTable coupons={[{ ...coupon, disabledAt: "2026-11-02T08:00:00.000Z" }]} />,
      "/admin/coupons",
    );
    fireEvent.click(screen.getByRole("button", { name: "Enable coupon WINTER25" }));
    await waitFor(() => expect(calledUrls()).toEqual(["/api/v1/admin/coupons/WINTER25/enable"]));
  });
});
