import { itnParamString, itnSignature } from "./itn-signature";
import { isPayfastSource, type ResolveHost } from "./itn-source";
import type { PayfastHttp } from "./payfast-http";
import { randStringToCents } from "./rands";
import { type ItnShapeProblem, parseSignedItn } from "./signed-itn";

export type ItnRejection =
  | ItnShapeProblem
  | "bad-signature"
  | "wrong-merchant"
  | "bad-source"
  | "unknown-payment"
  | "amount-mismatch"
  | "not-confirmed";

/**
 * What the amount check compares with: the amounts in cents the payment may carry, no such
 * payment, or no amount to check.
 */
export type ExpectedAmount = readonly number[] | "unknown-payment" | "not-applicable";

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
  | { ok: true; fields: Readonly<Record<string, string>> }
  | { ok: false; reason: ItnRejection; fields: Readonly<Record<string, string>> };

/**
 * PayFast's four ITN checks, in order: signature over the fields as received, source address,
 * amount equal to one our payment may carry, then PayFast's own confirmation of the same data. The body must
 * be strictly shaped first (no repeated key, nothing after `signature`): the verdict's fields
 * are exactly the pairs that were signed and confirmed.
 */
export async function verifyItn(
  input: { rawBody: string; remoteIp: string },
  expectedAmount: (fields: Readonly<Record<string, string>>) => Promise<ExpectedAmount>,
  verifier: ItnVerifier,
): Promise<ItnVerdict> {
  const signed = parseSignedItn(input.rawBody);
  if (!signed.ok) return { ok: false, reason: signed.reason, fields: signed.fields };
  const { pairs, fields } = signed;
  const reject = (reason: ItnRejection): ItnVerdict => ({ ok: false, reason, fields });

  if (itnSignature(pairs, verifier.passphrase) !== signed.signature.toLowerCase()) {
    return reject("bad-signature");
  }
  if (fields.merchant_id !== verifier.merchantId) return reject("wrong-merchant");
  if (!(await isPayfastSource(input.remoteIp, verifier.sources, verifier.resolveHost))) {
    return reject("bad-source");
  }
  const expected = await expectedAmount(fields);
  if (expected === "unknown-payment") return reject("unknown-payment");
  if (expected !== "not-applicable") {
    const amount = randStringToCents(fields.amount_gross ?? "");
    if (amount === null || !expected.includes(amount)) return reject("amount-mismatch");
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
