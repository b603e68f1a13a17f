import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountingOutbox, payment } from "#server/db/schema";
import { adviserWithCompany, SIMULATOR_ENV, subscribe } from "../../../test/support/billing-steps";
import { logSpy } from "../../../test/support/log-spy";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { deliverDueOutbox, fetchPostJson, outboxBackoffMs } from "./accounting/deliver-outbox";

const SECRET = "accounting-secret-for-tests";

/** The accounting service: down (503) until switched up; records what it accepted. */
function startReceiver() {
  let up = false;
  const accepted: { body: string; signature: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      if (!up) {
        res.writeHead(503).end();
        return;
      }
      accepted.push({ body, signature: String(req.headers["x-accounting-signature"]) });
      res.writeHead(204).end();
    });
  });
  return new Promise<{
    url: string;
    accepted: typeof accepted;
    setUp: () => void;
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/contacts`,
        accepted,
        setUp: () => {
          up = true;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({
    ...SIMULATOR_ENV,
    ACCOUNTING_WEBHOOK_URL: receiver.url,
    ACCOUNTING_WEBHOOK_SECRET: SECRET,
  });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const rowsOf = (companyId: string) =>
  t.database.db.select().from(accountingOutbox).where(eq(accountingOutbox.companyId, companyId));
const spy = logSpy();
const deliver = (now: Date) =>
  deliverDueOutbox(t.database.db, {
    receiver: { url: receiver.url, secret: SECRET },
    post: fetchPostJson,
    now,
    log: spy.log,
  });

describe("accounting outbox", () => {
  it("a first payment queues the company as a contact; a receiver that is down gets it later", async () => {
    const { client, company } = await adviserWithCompany(t);
    await subscribe(t, client);
    const [queued] = await rowsOf(company.id);
    expect(queued?.payload).toMatchObject({
      name: company.accountName,
      vatNumber: company.vatNumber,
    });
    // Queued by the payment's notification (a request with a form body): it carries that id.
    expect(queued?.requestId).toEqual(expect.any(String));

    // Receiver down: the attempt (the app's own, kicked by the payment, or ours) fails and is
    // scheduled with back-off; nothing is lost.
    const firstTry = new Date(Date.now() + 1000);
    await deliver(firstTry);
    let [afterFailure] = await rowsOf(company.id);
    for (let i = 0; i < 50 && (afterFailure?.attempts ?? 0) === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      [afterFailure] = await rowsOf(company.id);
    }
    expect(afterFailure?.deliveredAt).toBeNull();
    expect(afterFailure?.lastError).toBe("HTTP 503");
    const attempts = afterFailure?.attempts ?? 0;
    expect(attempts).toBeGreaterThanOrEqual(1);
    const retryAt = afterFailure?.nextAttemptAt.getTime() ?? 0;
    expect(retryAt).toBeGreaterThan(firstTry.getTime());

    // Not yet due: no attempt.
    expect(await deliver(new Date(retryAt - 1000))).toEqual({ delivered: 0, failed: 0 });

    // Receiver up, retry due: delivered once, signed with the shared secret.
    receiver.setUp();
    const result = await deliver(new Date(retryAt + 1));
    expect(result.delivered).toBeGreaterThanOrEqual(1);
    const [delivered] = await rowsOf(company.id);
    expect(delivered?.deliveredAt).not.toBeNull();
    expect(spy.lines).toContainEqual(
      expect.objectContaining({
        message: "accounting outbox: delivered",
        fields: expect.objectContaining({ reqId: queued?.requestId, outboxId: queued?.id }),
      }),
    );
    const mine = receiver.accepted.find((a) => a.body.includes(company.id));
    if (!mine) throw new Error("the receiver never got the contact");
    const [, t1, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(mine.signature) ?? [];
    expect(v1).toBe(createHmac("sha256", SECRET).update(`${t1}.${mine.body}`).digest("hex"));
    expect(JSON.parse(mine.body)).toMatchObject({
      type: "contact.created",
      data: { companyId: company.id },
    });

    // Delivered messages are not sent again.
    const count = receiver.accepted.length;
    await deliver(new Date(retryAt + 3_600_000));
    expect(receiver.accepted.length).toBe(count);
  });

  it("renewals do not queue the contact again", async () => {
    const { client, company } = await adviserWithCompany(t);
    const { form } = await subscribe(t, client);
    const [row] = await t.database.db
      .select()
      .from(payment)
      .where(eq(payment.mPaymentId, form.mPaymentId));
    await t.app.inject({
      method: "POST",
      url: `/payfast-simulator/dev/charge/${row?.token}`,
      payload: {},
    });
    expect(await rowsOf(company.id)).toHaveLength(1);
  });

  it("back-off doubles from 30 s and is capped at 6 hours", () => {
    expect([1, 2, 3, 20].map(outboxBackoffMs)).toEqual([30_000, 60_000, 120_000, 21_600_000]);
  });
});
