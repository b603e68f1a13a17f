import { isIP } from "node:net";

/**
 * Which proxies' X-Forwarded-For entries are believed: none, the last `n` hops, or the listed
 * proxy addresses/CIDR ranges. Never "every hop": Fastify would then take the left-most entry,
 * which any client can write, and the per-IP limits and the PayFast source check would be void.
 */
export type TrustProxy = false | number | string[];

const MAX_HOPS = 10;

/** proxy-addr's names for the loopback, link-local and private ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

const isAddressOrRange = (entry: string) => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
};

/** TRUST_PROXY as `{ value }`, or `{ problem }` naming what to write instead. */
export function parseTrustProxy(
  raw: string | undefined,
): { value: TrustProxy } | { problem: string } {
  const text = (raw ?? "").trim();
  if (text === "" || text === "false" || text === "0") return { value: false };
  if (text === "true") {
    return {
      problem:
        "`true` would believe any X-Forwarded-For a client writes; set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8)",
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS
      ? { value: hops }
      : { problem: `a hop count must be 0–${MAX_HOPS} (the proxies in front of the server)` };
  }
  const entries = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (wrong.length > 0) {
    return {
      problem: `not a hop count, an IP address or a CIDR range: ${wrong.join(", ")}`,
    };
  }
  return { value: entries };
}

/**
 * Fastify's form of the setting. Fastify 5 fails closed on a bare number (it trusts no hop), so
 * a hop count becomes the classic rule: the socket's peer and the hops before it, `n` in all.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === "number") {
    const hops = value;
    return (_address, hop) => hop < hops;
  }
  return value;
}
