import { itnParamString, itnSignature, parseItnBody } from "./itn-signature";
import { isPayfastSource, type ResolveHost } from "./itn-source";
import type { PayfastHttp } from "./payfast-http";
import { randStringToCents } from "./rands";

export type ItnRejection =
  | "malformed"
  | "bad-signature"
  | "wrong-merchant"
  | "bad-source"
  | "unknown-payment"
  | "amount-mismatch"
  | "not-confirmed";

/** What the amount check compares with: the cents we expect, no such payment, or no amount to check. */
export type ExpectedAmount = number | "unknown-payment" | "not-applicable";

export interface ItnVerifier {
  passphrase: string;
  merchantId: string;
  sources: readonly string[];
  resolveHost?: ResolveHost;
  http: PayfastHttp;
  validateUrl: string;
  timeoutMs: number;
}

export type ItnVerdict =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; reason: ItnRejection; fields: Record<string, string> };

/**
 * PayFast's four ITN checks, in order: signature over the fields as received, source address,
 * amount equal to our payment's, then PayFast's own confirmation of the same data.
 */
export async function verifyItn(
  input: { rawBody: string; remoteIp: string },
  expectedAmount: (fields: Record<string, string>) => Promise<ExpectedAmount>,
  verifier: ItnVerifier,
): Promise<ItnVerdict> {
  const pairs = parseItnBody(input.rawBody);
  const fields = Object.fromEntries(pairs);
  const reject = (reason: ItnRejection): ItnVerdict => ({ ok: false, reason, fields });

  if (!fields.signature || !fields.m_payment_id || !fields.payment_status)
    return reject("malformed");
  if (itnSignature(pairs, verifier.passphrase) !== fields.signature.toLowerCase()) {
    return reject("bad-signature");
  }
  if (fields.merchant_id !== verifier.merchantId) return reject("wrong-merchant");
  if (!(await isPayfastSource(input.remoteIp, verifier.sources, verifier.resolveHost))) {
    return reject("bad-source");
  }
  const expected = await expectedAmount(fields);
  if (expected === "unknown-payment") return reject("unknown-payment");
  if (expected !== "not-applicable" && randStringToCents(fields.amount_gross ?? "") !== expected) {
    return reject("amount-mismatch");
  }
  if (!(await confirmWithPayfast(itnParamString(pairs), verifier))) return reject("not-confirmed");
  return { ok: true, fields };
}

/** POSTs the parameter string (no signature, no passphrase) to PayFast's validate endpoint. */
async function confirmWithPayfast(paramString: string, verifier: ItnVerifier): Promise<boolean> {
  try {
    const response = await verifier.http({
      method: "POST",
      url: verifier.validateUrl,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: paramString,
      timeoutMs: verifier.timeoutMs,
    });
    return response.status === 200 && response.text.trim() === "VALID";
  } catch {
    return false;
  }
}
