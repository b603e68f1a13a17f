import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { LoginForm } from "./login-form";

const fetchSpy = vi.fn<typeof fetch>();

// Forms load their schemas on first use; load them up front so no assertion races the import.
beforeAll(async () => {
  await import("@adviser-desk/contracts");
});

beforeEach(() => {
  vi.stubGlobal("fetch", fetchSpy);
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchSpy.mockReset();
});

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("E-mail", { exact: true }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password", { exact: true }), {
    target: { value: password },
  });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("LoginForm", () => {
  it("asks for both fields before calling the server", async () => {
    renderWithApp(<LoginForm />, "/login");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("e-mail missing")).toBeTruthy();
    expect(screen.getByText("password missing")).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("offers to resend the link when the address is not verified yet", async () => {
    fetchSpy.mockResolvedValue(
      new Response(JSON.stringify({ code: "EMAIL_NOT_VERIFIED", message: "Email not verified" }), {
        status: 403,
        headers: { "Content-Type": "application/json" },
      }),
    );
    renderWithApp(<LoginForm />, "/login");
    signIn("thandi@example.co.za", "a-long-password");

    expect(await screen.findByText("Verify your e-mail address first")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Resend verification e-mail" })).toBeTruthy();
    expect(screen.getByText(/thandi@example\.co\.za/)).toBeTruthy();
  });
});

describe("LoginForm refusals", () => {
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchSpy);
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("says a wrong password beside the form, once", async () => {
    fetchSpy.mockResolvedValue(
      new Response(
        JSON.stringify({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }),
        { status: 401, headers: { "Content-Type": "application/json" } },
      ),
    );
    renderWithApp(<LoginForm />, "/login");
    signIn("thandi@example.co.za", "not-the-password");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Wrong e-mail or password.");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryAllByText(/invalid email or password/i)).toHaveLength(0);
  });
});
