import { createHmac } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/db/database";
import { lockNextDueOutboxMessage, recordOutboxAttempt } from "./outbox-queries";

export interface AccountingReceiver {
  url: string;
  secret: string;
}

export type PostJson = (
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
) => Promise<{ status: number }>;

export const fetchPostJson: PostJson = async (url, { headers, body, timeoutMs }) => {
  const response = await fetch(url, {
    method: "POST",
    headers,
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.arrayBuffer();
  return { status: response.status };
};

/** The wait before attempt n+1: 30 s doubling per failure, capped at 6 hours. */
export const outboxBackoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** (attempts - 1), 21_600_000);

/**
 * `X-Accounting-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the receiver
 * recomputes it with the shared secret and refuses old timestamps (replays).
 */
export function signWebhook(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const mac = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${mac}`;
}

/**
 * Delivers the due outbox messages, oldest first. Each row is locked while it is sent, so two
 * instances never send the same message at once; a failure schedules the next attempt. Each
 * attempt is logged with the id of the request that queued the message (`reqId`).
 */
export async function deliverDueOutbox(
  db: Db,
  options: {
    receiver: AccountingReceiver;
    post: PostJson;
    now: Date;
    timeoutMs?: number;
    limit?: number;
    log?: FastifyBaseLogger;
  },
): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  let failed = 0;
  for (let i = 0; i < (options.limit ?? 20); i++) {
    const done = await db.transaction(async (tx) => {
      const row = await lockNextDueOutboxMessage(tx, options.now);
      if (!row) return null;
      const body = JSON.stringify({ id: row.id, type: row.kind, data: row.payload });
      let problem = "";
      try {
        const response = await options.post(options.receiver.url, {
          headers: {
            "content-type": "application/json",
            "x-accounting-signature": signWebhook(options.receiver.secret, body, options.now),
            "idempotency-key": row.id,
          },
          body,
          timeoutMs: options.timeoutMs ?? 10_000,
        });
        if (response.status < 200 || response.status >= 300) problem = `HTTP ${response.status}`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      const attempts = row.attempts + 1;
      await recordOutboxAttempt(tx, {
        id: row.id,
        attempt: problem
          ? {
              attempts,
              lastError: problem.slice(0, 500),
              nextAttemptAt: new Date(options.now.getTime() + outboxBackoffMs(attempts)),
            }
          : { attempts, lastError: "", deliveredAt: options.now },
      });
      const fields = { reqId: row.requestId, outboxId: row.id, kind: row.kind, attempt: attempts };
      if (problem)
        options.log?.warn({ ...fields, error: problem }, "accounting outbox: not delivered");
      else options.log?.info(fields, "accounting outbox: delivered");
      return problem ? "failed" : "delivered";
    });
    if (done === null) break;
    if (done === "delivered") delivered++;
    else failed++;
  }
  return { delivered, failed };
}
