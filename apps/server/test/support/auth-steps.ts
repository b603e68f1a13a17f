import { expect } from "vitest";
import type { HttpClient } from "./http-client";
import { linkIn } from "./mail-sink";
import type { TestApp } from "./test-app";

export const PASSWORD = "correct-horse-battery";

/** Registers and verifies through the e-mailed link, like a person; returns the e-mail used. */
export async function registerVerified(
  t: TestApp,
  client: HttpClient,
  name = "Thandi Nkosi",
  email = `${name.toLowerCase().replaceAll(" ", ".")}.${Math.random().toString(36).slice(2, 8)}@example.co.za`,
) {
  const signUp = await client.post("/api/auth/sign-up/email", {
    name,
    email,
    password: PASSWORD,
    callbackURL: "/login?verified=1",
  });
  expect(signUp.status).toBe(200);
  const mail = await t.mail.waitFor(email, /confirm your e-mail/i);
  const verify = await client.get(linkIn(mail, "/api/auth/verify-email"));
  expect(verify.status).toBe(302);
  return email;
}

export async function signIn(client: HttpClient, email: string, password = PASSWORD) {
  return client.post("/api/auth/sign-in/email", { email, password });
}
