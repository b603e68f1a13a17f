import { sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { isDue } from "#server/db/is-due";
import { mailOutbox } from "#server/db/schema";
import type { MailMessage } from "./mailer";

export interface ClaimedMail extends MailMessage {
  id: string;
  attempts: number;
  requestId: string | null;
}

/**
 * Takes the oldest mail due at `now` and created after `createdAfter`: one statement marks it
 * attempted and leases it until `leaseUntil`, so two instances never send it at once and no
 * transaction stays open while SMTP is slow.
 */
export async function claimDueMail(
  db: Db,
  params: { now: Date; leaseUntil: Date; createdAfter: Date },
): Promise<ClaimedMail | null> {
  const result = await db.execute(sql`
    update ${mailOutbox}
    set attempts = attempts + 1, next_attempt_at = ${params.leaseUntil}
    where id = (
      select id from ${mailOutbox}
      where sent_at is null and ${isDue(mailOutbox.nextAttemptAt, params.now)}
        and created_at > ${params.createdAfter}
      order by created_at
      limit 1
      for update skip locked
    )
    returning id, "to", subject, text, html, attempts, request_id as "requestId"`);
  return (result as unknown as { rows: ClaimedMail[] }).rows[0] ?? null;
}

/** Marks the mail sent and forgets its text (only that it was sent stays). */
export async function markMailSent(db: Db, id: string): Promise<void> {
  await db.execute(
    sql`update ${mailOutbox} set sent_at = now(), text = '', html = '', last_error = '' where id = ${id}`,
  );
}

/** Schedules the mail's next attempt after a failure, keeping why it failed. */
export async function scheduleMailRetry(
  db: Db,
  params: { id: string; next: Date; problem: string },
): Promise<void> {
  await db.execute(
    sql`update ${mailOutbox} set next_attempt_at = ${params.next}, last_error = ${params.problem} where id = ${params.id}`,
  );
}

/** Stores a mail to send, with the id of the request that queued it. */
export async function insertMail(
  db: Db,
  message: MailMessage & { requestId: string | null },
): Promise<void> {
  await db.insert(mailOutbox).values(message);
}
