import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { CheckEmailPanel } from "./check-email-panel";

describe("CheckEmailPanel", () => {
  it("offers to send the link again on the resend screen itself", () => {
    const onResend = vi.fn();
    renderWithApp(
      <CheckEmailPanel onResend={onResend}>A new link is on its way.</CheckEmailPanel>,
      "/send-email-verification",
    );
    fireEvent.click(screen.getByRole("button", { name: "Didn't get it? Send the link again" }));
    expect(onResend).toHaveBeenCalledOnce();
  });

  it("links to the resend screen with the address after registering", () => {
    renderWithApp(
      <CheckEmailPanel resendFor="zoë@example.co.za">Sent.</CheckEmailPanel>,
      "/register",
    );
    const link = screen.getByRole("link", { name: "Didn't get it? Send the link again" });
    expect(link.getAttribute("href")).toBe(
      "/send-email-verification?email=zo%C3%AB%40example.co.za",
    );
  });
});
