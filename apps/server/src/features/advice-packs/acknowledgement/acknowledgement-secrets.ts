import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A link's secret: 32 random bytes, URL-safe. Only its hash is stored. */
export const newLinkToken = () => randomBytes(32).toString("base64url");

/** A six-digit code for the client's e-mail. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

export const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

/** Compares two hex hashes in constant time (unequal lengths are simply unequal). */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
