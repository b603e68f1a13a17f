import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database";
import { mailOutbox } from "../db/schema";
import type { Mailer, MailMessage } from "./mailer";

/** The wait before attempt n+1: 15 s doubling per failure, at most 30 minutes. */
export const mailRetryDelayMs = (attempts: number) =>
  Math.min(15_000 * 2 ** (attempts - 1), 30 * 60_000);
/** A claimed mail not reported sent or failed within this (the instance died) is tried again. */
const CLAIM_LEASE_MS = 2 * 60_000;
/** Sign-in links in these mails expire within a day: older unsent mails are no longer tried. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

interface ClaimedMail extends MailMessage {
  id: string;
  attempts: number;
}

/**
 * Takes the oldest due mail for this instance: one statement marks it attempted and leases it, so
 * two instances never send it at once and no transaction stays open while SMTP is slow. A new
 * row's time is the database's clock, which `now` (this process's, in whole milliseconds) can trail
 * by a fraction of a millisecond: due is judged by the later of the two, or a fresh mail would
 * wait for the next poll.
 */
async function claimDueMail(db: Db, now: Date): Promise<ClaimedMail | null> {
  const result = await db.execute(sql`
    update ${mailOutbox}
    set attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + CLAIM_LEASE_MS)}
    where id = (
      select id from ${mailOutbox}
      where sent_at is null and next_attempt_at <= greatest(${now}, now())
        and created_at > ${new Date(now.getTime() - GIVE_UP_AFTER_MS)}
      order by created_at
      limit 1
      for update skip locked
    )
    returning id, "to", subject, text, html, attempts`);
  return (result as unknown as { rows: ClaimedMail[] }).rows[0] ?? null;
}

/** Sends every due mail through `transport`; a failure schedules the next attempt. */
export async function deliverDueMail(db: Db, transport: Mailer, now = new Date()) {
  let sent = 0;
  let failed = 0;
  for (let mail = await claimDueMail(db, now); mail; mail = await claimDueMail(db, now)) {
    try {
      await transport.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await db.execute(
        sql`update ${mailOutbox} set sent_at = now(), text = '', html = '', last_error = '' where id = ${mail.id}`,
      );
      sent++;
    } catch (error) {
      const problem = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const next = new Date(Date.now() + mailRetryDelayMs(mail.attempts));
      await db.execute(
        sql`update ${mailOutbox} set next_attempt_at = ${next}, last_error = ${problem} where id = ${mail.id}`,
      );
      failed++;
    }
  }
  return { sent, failed };
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
}): Mailer {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueMail(options.db, options.transport)
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
  run();
  return {
    async send(message) {
      await options.db.insert(mailOutbox).values(message);
      run();
    },
    close() {
      stopped = true;
      clearInterval(timer);
      options.transport.close();
    },
  };
}
