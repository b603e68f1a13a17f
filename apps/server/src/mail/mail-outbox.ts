import type { FastifyBaseLogger } from "fastify";
import { currentRequestId } from "#server/context/request-id";
import type { Db } from "#server/db/database";
import { claimDueMail, insertMail, markMailSent, scheduleMailRetry } from "./mail-outbox-queries";
import type { Mailer } from "./mailer";

/** The wait before attempt n+1: 15 s doubling per failure, at most 30 minutes. */
export const mailRetryDelayMs = (attempts: number) =>
  Math.min(15_000 * 2 ** (attempts - 1), 30 * 60_000);
/** A claimed mail not reported sent or failed within this (the instance died) is tried again. */
const CLAIM_LEASE_MS = 2 * 60_000;
/** Sign-in links in these mails expire within a day: older unsent mails are no longer tried. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** The oldest due mail, leased to this instance (see claimDueMail). */
const claimNext = (db: Db, now: Date) =>
  claimDueMail(db, {
    now,
    leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
    createdAfter: new Date(now.getTime() - GIVE_UP_AFTER_MS),
  });

/**
 * Sends every due mail through `transport`; a failure schedules the next attempt. Each attempt
 * is logged with the id of the request that queued the mail (`reqId`, as that request's lines).
 */
export async function deliverDueMail(
  db: Db,
  transport: Mailer,
  now = new Date(),
  log?: FastifyBaseLogger,
) {
  let sent = 0;
  let failed = 0;
  for (let mail = await claimNext(db, now); mail; mail = await claimNext(db, now)) {
    try {
      await transport.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await markMailSent(db, mail.id);
      log?.info(
        { reqId: mail.requestId, mailId: mail.id, attempt: mail.attempts },
        "mail outbox: sent",
      );
      sent++;
    } catch (error) {
      const problem = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const next = new Date(Date.now() + mailRetryDelayMs(mail.attempts));
      await scheduleMailRetry(db, { id: mail.id, next, problem });
      log?.warn(
        { reqId: mail.requestId, mailId: mail.id, attempt: mail.attempts, error: problem },
        "mail outbox: not sent, will retry",
      );
      failed++;
    }
  }
  return { sent, failed };
}

export interface OutboxMailer extends Mailer {
  /** Delivers whatever is due now (mails left by a previous process): called once listening. */
  deliverDue(): void;
}

/**
 * A Mailer that first stores each mail in the outbox (so it survives SMTP being down and the
 * process restarting), then delivers it at once and retries failures every `intervalMs`.
 */
export function createOutboxMailer(options: {
  db: Db;
  transport: Mailer;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): OutboxMailer {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueMail(options.db, options.transport, new Date(), options.log)
      .then(({ sent, failed }) => {
        if (failed) options.log.warn({ sent, failed }, "mail outbox: some mails will be retried");
      })
      .catch((error: unknown) => options.log.error({ err: error }, "mail outbox failed"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.intervalMs ?? 15_000);
  timer.unref();
  return {
    deliverDue: run,
    async send(message) {
      await insertMail(options.db, { ...message, requestId: currentRequestId() });
      run();
    },
    close() {
      stopped = true;
      clearInterval(timer);
      options.transport.close();
    },
  };
}
