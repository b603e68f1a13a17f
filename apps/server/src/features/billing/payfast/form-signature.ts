import { md5Hex } from "./md5";
import { phpUrlencode } from "./php-urlencode";

/** PayFast's documented checkout field order; the signature follows it, not alphabetical order. */
export const CHECKOUT_FIELD_ORDER = [
  "merchant_id",
  "merchant_key",
  "return_url",
  "cancel_url",
  "notify_url",
  "notify_method",
  "name_first",
  "name_last",
  "email_address",
  "cell_number",
  "m_payment_id",
  "amount",
  "item_name",
  "item_description",
  "custom_int1",
  "custom_int2",
  "custom_int3",
  "custom_int4",
  "custom_int5",
  "custom_str1",
  "custom_str2",
  "custom_str3",
  "custom_str4",
  "custom_str5",
  "email_confirmation",
  "confirmation_address",
  "currency",
  "payment_method",
  "subscription_type",
  "billing_date",
  "recurring_amount",
  "frequency",
  "cycles",
  "subscription_notify_email",
  "subscription_notify_webhook",
  "subscription_notify_buyer",
] as const;

export type CheckoutField = (typeof CHECKOUT_FIELD_ORDER)[number];
export type CheckoutFields = Partial<Record<CheckoutField, string>>;

/**
 * The checkout fields as they are posted and signed: canonical order, values trimmed, blank
 * values left out ("0" is kept — `cycles=0` means indefinite).
 */
export function orderedCheckoutPairs(fields: CheckoutFields): [CheckoutField, string][] {
  const pairs: [CheckoutField, string][] = [];
  for (const name of CHECKOUT_FIELD_ORDER) {
    const value = fields[name]?.trim();
    if (value !== undefined && value !== "") pairs.push([name, value]);
  }
  return pairs;
}

/** The string PayFast hashes for a checkout form (passphrase last). */
export function checkoutSignatureString(fields: CheckoutFields, passphrase?: string): string {
  const parts = orderedCheckoutPairs(fields).map(([k, v]) => `${k}=${phpUrlencode(v)}`);
  if (passphrase) parts.push(`passphrase=${phpUrlencode(passphrase.trim())}`);
  return parts.join("&");
}

export const checkoutSignature = (fields: CheckoutFields, passphrase?: string) =>
  md5Hex(checkoutSignatureString(fields, passphrase));
