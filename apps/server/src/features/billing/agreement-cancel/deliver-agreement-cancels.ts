import type { Db } from "#server/db/database";
import { outboxBackoffMs } from "../accounting/deliver-outbox";
import { isActiveAgreementToken } from "../agreement-queries";
import { PayfastRefusedError, type SubscriptionsApi } from "../payfast/subscriptions-api";
import {
  bookAgreementCancelAttempt,
  lockNextDueAgreementCancel,
  markAgreementCancelDone,
  markAgreementCancelKept,
  recordAgreementCancelError,
} from "./agreement-cancel-queries";

type CancelApi = Pick<SubscriptionsApi, "cancel" | "fetch">;

/** PayFast refuses to cancel an agreement that is already cancelled: that is the goal reached. */
async function alreadyCancelled(api: CancelApi, token: string): Promise<boolean> {
  try {
    const body = (await api.fetch(token)) as { data?: { response?: { status_text?: unknown } } };
    return body?.data?.response?.status_text === "CANCELLED";
  } catch {
    return false;
  }
}

async function cancelAtPayfast(api: CancelApi, token: string): Promise<string> {
  try {
    await api.cancel(token);
    return "";
  } catch (error) {
    if (error instanceof PayfastRefusedError && (await alreadyCancelled(api, token))) return "";
    const message = error instanceof Error ? error.message : String(error);
    return error instanceof PayfastRefusedError ? `PayFast refused: ${message}` : message;
  }
}

/**
 * Takes the oldest due cancel and books its attempt: the row is locked only while it is taken,
 * and its next attempt is set before PayFast is called, so another instance (or this one after a
 * restart mid-call) tries again only after the back-off. The token is checked here, at send
 * time: an active agreement's token is marked `kept-active` and never sent.
 */
async function takeDueCancel(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockNextDueAgreementCancel(tx, now);
    if (!row) return null;
    if (await isActiveAgreementToken(tx, row.token)) {
      await markAgreementCancelKept(tx, { token: row.token, now });
      return { token: row.token, send: false };
    }
    const attempts = row.attempts + 1;
    await bookAgreementCancelAttempt(tx, {
      token: row.token,
      attempts,
      nextAttemptAt: new Date(now.getTime() + outboxBackoffMs(attempts)),
    });
    return { token: row.token, send: true };
  });
}

/**
 * Sends the due agreement cancels, oldest first, outside any transaction (PayFast answers a
 * cancel with an ITN that our own handler must be free to store). A failure keeps the row
 * queued with its error until the booked next attempt.
 */
export async function deliverDueAgreementCancels(
  db: Db,
  options: { api: CancelApi; now: Date; limit?: number },
): Promise<{ cancelled: number; failed: number; kept: number }> {
  const counts = { cancelled: 0, failed: 0, kept: 0 };
  for (let i = 0; i < (options.limit ?? 20); i++) {
    const due = await takeDueCancel(db, options.now);
    if (!due) break;
    if (!due.send) {
      counts.kept++;
      continue;
    }
    const problem = await cancelAtPayfast(options.api, due.token);
    if (problem)
      await recordAgreementCancelError(db, { token: due.token, error: problem.slice(0, 500) });
    else await markAgreementCancelDone(db, { token: due.token, now: options.now });
    counts[problem ? "failed" : "cancelled"]++;
  }
  return counts;
}
