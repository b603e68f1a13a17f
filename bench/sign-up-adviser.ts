import type { RunningServer } from "./start-server";

const JSON_HEADERS = { "content-type": "application/json" };

function poster(server: RunningServer) {
  return (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { ...JSON_HEADERS, origin: server.url, ...headers },
      body: JSON.stringify(body),
    });
}

/**
 * Signs up, follows the verification link the server logged (no SMTP configured) and signs in —
 * the same path a person takes. Returns the session cookie.
 */
export async function signUpAndSignIn(server: RunningServer, name: string) {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.co.za`;
  const password = "bench-password-123";
  const post = poster(server);
  const signUp = await post("/api/auth/sign-up/email", { name, email, password });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    const pattern = /(http:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"\\]+)/g;
    // The mail is logged from the outbox, a moment after the answer: take this address's line.
    const line = server
      .output()
      .split("\n")
      .findLast((l) => l.includes(`"mailTo":"${email}"`));
    link = [...(line ?? "").matchAll(pattern)].at(-1)?.[1];
    if (!link) await new Promise((r) => setTimeout(r, 50));
  }
  if (!link) throw new Error("no verification link in the server log");
  await fetch(link, { redirect: "manual" });
  const signIn = await post("/api/auth/sign-in/email", { email, password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * A signed-in user who created the company and started the free trial — a subscriber, the way a
 * person becomes one. Returns the session cookie and the company id.
 */
export async function signUpSubscriber(server: RunningServer) {
  const cookie = await signUpAndSignIn(server, "Bench Records");
  const post = poster(server);
  const company = await post(
    "/api/v1/company",
    {
      accountName: "Bench Financial Planning",
      contactPerson: { firstName: "Bench", lastName: "Records" },
      email: "office@bench.example",
      telephone: { phoneCountryCode: "+27", phoneNumber: "82 555 0101" },
      address: {
        addressLine1: "1 Bench Road",
        city: "Johannesburg",
        country: "South Africa",
        postalCode: "2196",
      },
    },
    { cookie },
  );
  if (company.status !== 201) throw new Error(`company: ${company.status} ${await company.text()}`);
  const { id } = (await company.json()) as { id: string };
  const trial = await post("/api/v1/subscription/trial", {}, { cookie });
  if (trial.status !== 201) throw new Error(`trial: ${trial.status}`);
  return { cookie, companyId: id };
}
