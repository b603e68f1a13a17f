import { createHash } from "node:crypto";

// Written apart from our payfast/ module on purpose, straight from PayFast's published rules
// (docs/reference/payfast-and-auth.md §1.3, §1.5, §1.6): the simulator checks our signatures with an
// independent implementation, so a bug in ours cannot agree with itself.

const md5 = (s: string) => createHash("md5").update(s, "utf8").digest("hex");
const urlencode = (s: string) =>
  encodeURIComponent(s)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");

const FORM_ORDER =
  "merchant_id merchant_key return_url cancel_url notify_url notify_method name_first name_last email_address cell_number m_payment_id amount item_name item_description custom_int1 custom_int2 custom_int3 custom_int4 custom_int5 custom_str1 custom_str2 custom_str3 custom_str4 custom_str5 email_confirmation confirmation_address currency payment_method subscription_type billing_date recurring_amount frequency cycles subscription_notify_email subscription_notify_webhook subscription_notify_buyer".split(
    " ",
  );

/** Checkout: documented order, trimmed, blanks skipped, passphrase last. */
export function publishedFormSignature(form: Record<string, string>, passphrase: string): string {
  const parts: string[] = [];
  for (const key of FORM_ORDER) {
    const value = form[key]?.trim();
    if (value) parts.push(`${key}=${urlencode(value)}`);
  }
  parts.push(`passphrase=${urlencode(passphrase)}`);
  return md5(parts.join("&"));
}

/** ITN: the pairs in posted order, blanks included, passphrase last. */
export function publishedItnSignature(pairs: [string, string][], passphrase: string): string {
  const text = pairs.map(([k, v]) => `${k}=${urlencode(v)}`).join("&");
  return md5(`${text}&passphrase=${urlencode(passphrase)}`);
}

/** API: headers + body + passphrase sorted by name, empty values skipped. */
export function publishedApiSignature(vars: Record<string, string>, passphrase: string): string {
  const all: Record<string, string> = { ...vars, passphrase };
  const text = Object.keys(all)
    .sort()
    .filter((k) => (all[k] ?? "") !== "")
    .map((k) => `${k}=${urlencode(all[k] ?? "")}`)
    .join("&");
  return md5(text);
}

export const urlencodePairs = (pairs: [string, string][]) =>
  pairs.map(([k, v]) => `${k}=${urlencode(v)}`).join("&");
