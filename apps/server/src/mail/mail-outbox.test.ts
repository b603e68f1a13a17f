import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#server/db/schema";
import { logSpy } from "../../test/support/log-spy";
import { createTestApp, type TestApp } from "../../test/support/test-app";
import { deliverDueMail } from "./mail-outbox";
import type { Mailer, MailMessage } from "./mailer";

/** An SMTP server that can be down: refuses every mail while `down`, keeps them otherwise. */
function flakySmtp() {
  const delivered: MailMessage[] = [];
  const transport: Mailer & { down: boolean; delivered: MailMessage[] } = {
    down: false,
    delivered,
    async send(message) {
      if (transport.down) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      delivered.push(message);
    },
    close() {},
  };
  return transport;
}

// Security review §14 / issue 13: a verification or reset e-mail sent while SMTP was down was lost.
describe("the mail outbox", () => {
  let t: TestApp;
  const smtp = flakySmtp();

  beforeAll(async () => {
    t = await createTestApp({}, { mailer: smtp });
  });
  afterAll(async () => t.close());

  it("keeps a mail while SMTP is down and sends it once SMTP is back; the sent body is blanked", async () => {
    smtp.down = true;
    const email = `outbox.${Date.now()}@example.co.za`;
    const signUp = await t.client().post("/api/auth/sign-up/email", {
      name: "Outbox Person",
      email,
      password: "correct-horse-battery",
    });
    expect(signUp.status).toBe(200);
    const requestId = signUp.headers["x-request-id"];
    expect(requestId).toEqual(expect.any(String));
    const row = async () =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0];
    await expect.poll(async () => (await row())?.lastError ?? "").toMatch(/ECONNREFUSED/);
    const failed = await row();
    expect(failed?.sentAt).toBeNull();
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // The mail remembers the request that queued it (the sign-up), for its log lines.
    expect(failed?.requestId).toBe(requestId);

    smtp.down = false;
    // The next attempt, as the worker will make it once the back-off has passed.
    const later = new Date((failed?.nextAttemptAt.getTime() ?? 0) + 1000);
    const spy = logSpy();
    expect((await deliverDueMail(t.database.db, smtp, later, spy.log)).sent).toBe(1);
    expect(spy.lines).toContainEqual(
      expect.objectContaining({
        message: "mail outbox: sent",
        fields: expect.objectContaining({ reqId: requestId, mailId: failed?.id }),
      }),
    );
    const mail = smtp.delivered.find((m) => m.to === email);
    expect(mail?.subject).toMatch(/confirm your e-mail/i);
    expect(mail?.text).toContain("/api/auth/verify-email");
    const sent = await row();
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.text).toBe("");
    expect((await deliverDueMail(t.database.db, smtp, later)).sent).toBe(0);
  });

  it("a mail queued outside any request (a timer, start-up) has no request id", async () => {
    const email = `no-request.${Date.now()}@example.co.za`;
    await t.database.db
      .insert(mailOutbox)
      .values({ to: email, subject: "s", text: "t", html: "h" });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row?.requestId).toBeNull();
  });

  it("two requests at once keep their own ids", async () => {
    const emails = [1, 2].map((n) => `pair${n}.${Date.now()}@example.co.za`);
    const answers = await Promise.all(
      emails.map((email) =>
        t.client().post("/api/auth/sign-up/email", {
          name: "Pair Person",
          email,
          password: "correct-horse-battery",
        }),
      ),
    );
    const ids = answers.map((a) => a.headers["x-request-id"]);
    expect(new Set(ids).size).toBe(2);
    // The mail is queued without holding up the answer: wait for its row.
    for (const [i, email] of emails.entries()) {
      await expect
        .poll(async () => {
          const [row] = await t.database.db
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.to, email));
          return row?.requestId;
        })
        .toBe(ids[i]);
    }
  });
});
