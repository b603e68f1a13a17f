import { md5Hex } from "./md5";
import { phpUrlencode } from "./php-urlencode";

/** The posted ITN pairs in the order received (URLSearchParams keeps order and empty values). */
export const parseItnBody = (raw: string): [string, string][] => [...new URLSearchParams(raw)];

/**
 * The ITN's parameter string: every posted pair in received order, blanks included, up to
 * `signature`. Without the passphrase it is also what the validate endpoint is sent.
 */
export function itnParamString(pairs: readonly [string, string][]): string {
  const parts: string[] = [];
  for (const [k, v] of pairs) {
    if (k === "signature") break;
    parts.push(`${k}=${phpUrlencode(v)}`);
  }
  return parts.join("&");
}

export function itnSignature(pairs: readonly [string, string][], passphrase?: string): string {
  const base = itnParamString(pairs);
  return md5Hex(passphrase ? `${base}&passphrase=${phpUrlencode(passphrase)}` : base);
}
