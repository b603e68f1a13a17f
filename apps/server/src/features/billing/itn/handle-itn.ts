import type { Db } from "#server/db/database";
import { enqueueAgreementCancel } from "../agreement-cancel/enqueue-agreement-cancel";
import {
  findAgreementByMPaymentId,
  lockAgreementByMPaymentId,
  type PaymentRow,
} from "../agreement-queries";
import type { BillingDeps } from "../billing-deps";
import { findCustomer } from "../customer-queries";
import { type ExpectedAmount, verifyItn } from "../payfast/verify-itn";
import { type ApplyResult, applyComplete, applyFailed, cancelLocally } from "./apply-itn";
import { acceptedAmounts } from "./charged-terms";
import { claimItnEvent, storeItn } from "./itn-queries";

/** A verified COMPLETE that moved no money into an invoice: someone must refund or apply it. */
export const isUnappliedPayment = (
  outcome: ItnOutcome["outcome"],
  fields: Readonly<Record<string, string>>,
) => outcome === "ignored" && fields.payment_status === "COMPLETE";

export interface ItnOutcome {
  outcome: "processed" | "duplicate" | "rejected" | "ignored";
  reason: string;
}

/**
 * PayFast's ITN: verified by the four checks, then acted on exactly once per PayFast payment id
 * and status, in one transaction. Every ITN is stored raw with what became of it.
 */
export async function handleItn(
  deps: BillingDeps,
  input: { rawBody: string; remoteIp: string; now: Date },
): Promise<ItnOutcome> {
  const { db, config } = deps;
  const billing = config.billing;
  const verdict = await verifyItn(
    input,
    async (fields): Promise<ExpectedAmount> => {
      const row = await findAgreementByMPaymentId(db, fields.m_payment_id ?? "");
      if (!row) return "unknown-payment";
      if (fields.payment_status === "CANCELLED") return "not-applicable";
      return acceptedAmounts(row, input.now);
    },
    {
      passphrase: billing.passphrase,
      merchantId: billing.merchantId,
      sources: billing.itnSources,
      ...(deps.resolveHost ? { resolveHost: deps.resolveHost } : {}),
      http: deps.http,
      validateUrl: deps.endpoints.validate,
      timeoutMs: billing.timeoutMs,
    },
  );
  const fields = verdict.fields;
  const store = (outcome: ItnOutcome["outcome"], reason: string) =>
    storeItn(db, {
      remoteIp: input.remoteIp,
      rawBody: input.rawBody,
      mPaymentId: fields.m_payment_id ?? null,
      pfPaymentId: fields.pf_payment_id ?? null,
      paymentStatus: fields.payment_status ?? null,
      outcome,
      reason,
    });
  let result: ItnOutcome & {
    ownerUserId?: string;
    firstPayment?: boolean;
    cancelQueued?: boolean;
  };
  try {
    result = verdict.ok
      ? await applyVerified(deps, fields, input.now)
      : { outcome: "rejected", reason: verdict.reason };
  } catch (error) {
    // Nothing was applied (the transaction rolled back); kept for audit, and the 500 makes
    // PayFast send the ITN again.
    await store(
      "rejected",
      `error: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500),
    );
    throw error;
  }
  await store(result.outcome, result.reason);
  const logLine = { mPaymentId: fields.m_payment_id, pfPaymentId: fields.pf_payment_id, ...result };
  if (result.outcome === "rejected") deps.log.warn(logLine, "PayFast ITN rejected");
  else if (isUnappliedPayment(result.outcome, fields)) {
    deps.log.error(logLine, "PayFast took a payment that was not applied: needs attention");
  } else deps.log.info(logLine, "PayFast ITN");
  if (result.ownerUserId) await deps.callerChanged(result.ownerUserId);
  if (result.firstPayment) deps.kickOutbox();
  if (result.cancelQueued) deps.kickAgreementCancels();
  return { outcome: result.outcome, reason: result.reason };
}

/**
 * Why a verified ITN still may not touch this agreement: once PayFast has given the agreement a
 * token, every later ITN of that m_payment_id must carry the same token; a first payment must
 * carry its new token and a charge its PayFast payment id.
 */
function agreementMismatch(row: PaymentRow, fields: Readonly<Record<string, string>>) {
  const status = fields.payment_status;
  if (status === "COMPLETE" && !fields.pf_payment_id) return "missing-pf-payment-id";
  if (status === "COMPLETE" && row.token === null && !fields.token) return "missing-token";
  return null;
}

async function applyVerified(
  deps: BillingDeps,
  fields: Readonly<Record<string, string>>,
  now: Date,
) {
  return deps.db.transaction(async (tx) => {
    const result = await actOnVerified(tx, deps, fields, now);
    // A payment taken on an agreement we did not apply: that agreement would debit the card
    // every month, so PayFast is asked to cancel it (durably, once per token).
    const cancelQueued =
      isUnappliedPayment(result.outcome, fields) &&
      result.companyId !== undefined &&
      (await enqueueAgreementCancel(tx, {
        token: fields.token ?? "",
        mPaymentId: fields.m_payment_id ?? "",
        companyId: result.companyId,
      }));
    return { ...result, cancelQueued };
  });
}

/** One verified ITN against the agreement its m_payment_id names, in the caller's transaction. */
async function actOnVerified(
  tx: Db,
  deps: BillingDeps,
  fields: Readonly<Record<string, string>>,
  now: Date,
): Promise<ItnOutcome & { ownerUserId?: string; firstPayment?: boolean; companyId?: string }> {
  const status = fields.payment_status ?? "";
  // A cancellation has no pf_payment_id: keyed by the agreement it names.
  const eventKey =
    fields.pf_payment_id || `token:${fields.m_payment_id ?? ""}:${fields.token ?? ""}`;
  // The payment row lock orders concurrent ITNs of one subscription (PayFast retries).
  const row = await lockAgreementByMPaymentId(tx, fields.m_payment_id ?? "");
  if (!row) return { outcome: "rejected" as const, reason: "unknown-payment" };
  const malformed = agreementMismatch(row, fields);
  if (malformed) return { outcome: "rejected" as const, reason: malformed };
  const fresh = await claimItnEvent(tx, { eventKey, status });
  if (!fresh) return { outcome: "duplicate" as const, reason: "already processed" };
  if (row.token !== null && fields.token !== row.token) {
    // Confirmed by PayFast, but not this agreement's: the same checkout paid a second time
    // (a second agreement at PayFast). Never applied; if money was taken, it needs a refund.
    const refund =
      status === "COMPLETE"
        ? `; cancel agreement ${fields.token || "(no token)"} at PayFast and refund R ${fields.amount_gross ?? ""}`
        : "";
    return {
      outcome: "ignored" as const,
      reason: `token-mismatch${refund}`,
      companyId: row.companyId,
    };
  }
  const context = { now, billing: deps.config.billing };
  let applied: ApplyResult;
  if (status === "COMPLETE") applied = await applyComplete(tx, row, fields, context);
  else if (status === "FAILED") applied = await applyFailed(tx, row, context);
  else if (status === "CANCELLED") applied = await cancelLocally(tx, row, now);
  else applied = { outcome: "ignored", reason: `status ${status || "missing"}` };
  const owner = await findCustomer(tx, row.companyId);
  return {
    ...applied,
    companyId: row.companyId,
    ...(owner ? { ownerUserId: owner.ownerUserId } : {}),
  };
}
