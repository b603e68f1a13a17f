import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { RegisterForm } from "./register-form";

const fetchSpy = vi.fn<typeof fetch>();

// Forms load their schemas on first use; load them up front so no assertion races the import.
beforeAll(async () => {
  await import("@adviser-desk/contracts");
});

beforeEach(() => {
  vi.stubGlobal("fetch", fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

function renderForm() {
  const onRegistered = vi.fn();
  renderWithApp(<RegisterForm passwordMinLength={10} onRegistered={onRegistered} />);
  return { onRegistered };
}

describe("RegisterForm", () => {
  it("labels every field and states the password rule", () => {
    renderForm();
    for (const label of ["Name", "E-mail", "Password", "Confirm password"]) {
      expect(screen.getByLabelText(label, { exact: true })).toBeTruthy();
    }
    expect(screen.getByText("At least 10 characters.")).toBeTruthy();
  });

  it("shows the shared schema's messages inline and sends nothing", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("name missing")).toBeTruthy();
    expect(screen.getByText("e-mail missing")).toBeTruthy();
    expect(screen.getByText("password must be at least 10 characters")).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("checks the e-mail format, the minimum length and that the passwords match", async () => {
    renderForm();
    fill("Name", "Thandi Nkosi");
    fill("E-mail", "thandi@");
    fill("Password", "short");
    fill("Confirm password", "different");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("e-mail address is not valid")).toBeTruthy();
    expect(screen.getByText("password must be at least 10 characters")).toBeTruthy();
    expect(screen.getByText("passwords do not match")).toBeTruthy();
    expect(screen.getByLabelText("E-mail", { exact: true }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(screen.getByLabelText("Name", { exact: true }).getAttribute("aria-invalid")).not.toBe(
      "true",
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("submits trimmed values to better-auth when the form is valid", async () => {
    fetchSpy.mockResolvedValue(
      new Response(JSON.stringify({ token: null, user: { id: "u1" } }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    );
    const { onRegistered } = renderForm();
    fill("Name", "  Thandi Nkosi ");
    fill("E-mail", " thandi@example.co.za ");
    fill("Password", "a-long-password");
    fill("Confirm password", "a-long-password");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));

    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith("thandi@example.co.za"));
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/auth\/sign-up\/email$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: "Thandi Nkosi",
      email: "thandi@example.co.za",
      password: "a-long-password",
      callbackURL: "/login?verified=1",
    });
  });
});
