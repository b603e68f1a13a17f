import { md5Hex } from "./md5";
import { phpUrlencode } from "./php-urlencode";

/**
 * The Subscriptions API signature: headers (merchant-id, version, timestamp), body and query
 * variables plus the passphrase, sorted by name, empty values skipped, `testing` excluded.
 */
export function apiSignature(
  variables: Record<string, string | number | undefined>,
  passphrase?: string,
): string {
  const all: Record<string, string> = {};
  for (const [k, v] of Object.entries(variables)) {
    if (k === "testing" || k === "signature" || v === undefined || String(v) === "") continue;
    all[k] = String(v);
  }
  if (passphrase) all.passphrase = passphrase;
  const text = Object.keys(all)
    .sort()
    .map((k) => `${k}=${phpUrlencode(all[k] ?? "")}`)
    .join("&");
  return md5Hex(text);
}
