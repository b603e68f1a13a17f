import { parseItnBody } from "./itn-signature";

/** Why a body cannot be an ITN we may act on, before any signature is computed. */
export type ItnShapeProblem = "malformed" | "repeated-key" | "pair-after-signature";

export type SignedItn =
  | {
      ok: true;
      pairs: [string, string][];
      fields: Readonly<Record<string, string>>;
      signature: string;
    }
  | { ok: false; reason: ItnShapeProblem; fields: Readonly<Record<string, string>> };

/** The fields billing acts on; each must be one of the signed pairs. */
export const ACTED_ON_FIELDS = ["m_payment_id", "payment_status"] as const;

/**
 * Splits an ITN body into the signed pairs and the signature, strictly: every key appears once,
 * `signature` is the last pair, and the fields we act on are exactly the pairs before it. PayFast
 * signs and confirms only those pairs, so nothing after the signature, and no second value for a
 * key, may ever be believed. `fields` of a refusal is for the audit row only.
 */
export function parseSignedItn(raw: string): SignedItn {
  const all = parseItnBody(raw);
  const seen = new Set<string>();
  for (const [key] of all) {
    if (seen.has(key)) return { ok: false, reason: "repeated-key", fields: firstValues(all) };
    seen.add(key);
  }
  const at = all.findIndex(([key]) => key === "signature");
  if (at === -1) return { ok: false, reason: "malformed", fields: firstValues(all) };
  if (at !== all.length - 1) {
    return { ok: false, reason: "pair-after-signature", fields: firstValues(all.slice(0, at)) };
  }
  const pairs = all.slice(0, at);
  const fields = Object.fromEntries(pairs);
  if (ACTED_ON_FIELDS.some((name) => !fields[name]))
    return { ok: false, reason: "malformed", fields };
  return { ok: true, pairs, fields, signature: all[at]?.[1] ?? "" };
}

/** For the audit row of a refused body: each key's first value (never acted on). */
function firstValues(pairs: readonly [string, string][]): Record<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of pairs) if (!out.has(k)) out.set(k, v);
  return Object.fromEntries(out);
}
