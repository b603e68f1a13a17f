import type { Db } from "#server/db/database";
import {
  type AgreementCancelRow,
  listAgreementCancels,
} from "../agreement-cancel/agreement-cancel-queries";
import { randStringToCents } from "../payfast/rands";
import { parseSignedItn } from "../payfast/signed-itn";
import { listUnappliedCompleteItns } from "./itn-queries";

/** What became of PayFast's cancel of the agreement: queued, failing (retrying), done or kept. */
function cancelState(row: AgreementCancelRow) {
  const state = row.state === "queued" && row.lastError ? "failing" : row.state;
  return {
    state,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: state === "failing" ? row.nextAttemptAt.toISOString() : null,
    doneAt: row.doneAt?.toISOString() ?? null,
  } as const;
}

/**
 * Verified COMPLETE ITNs that were not applied (a second agreement, a coupon no longer held):
 * PayFast took the money, we issued nothing. The admin overview lists them with the reason (the
 * amount to refund) and the state of the agreement's cancel at PayFast.
 */
export async function listUnappliedPayments(db: Db, limit = 50) {
  const rows = await listUnappliedCompleteItns(db, limit);
  const listed = rows.map(({ rawBody, receivedAt, ...row }) => {
    const signed = parseSignedItn(rawBody);
    const fields = signed.ok ? signed.fields : {};
    return {
      ...row,
      receivedAt: receivedAt.toISOString(),
      amountCents: randStringToCents(fields.amount_gross ?? ""),
      token: fields.token || null,
    };
  });
  const tokens = [...new Set(listed.flatMap((row) => (row.token ? [row.token] : [])))];
  const cancels = tokens.length === 0 ? [] : await listAgreementCancels(db, tokens);
  const byToken = new Map(cancels.map((row) => [row.token, cancelState(row)]));
  return listed.map(({ token, ...row }) => ({
    ...row,
    agreementCancel: (token && byToken.get(token)) || null,
  }));
}
