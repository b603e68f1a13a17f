import { createHash } from "node:crypto";

/**
 * The reference an erased client is known by in the audit trail: a SHA-256 of its id. The id is
 * random, so the reference says nothing about the person, yet whoever holds the client's export
 * (its manifest names the same reference) can show which audit entries were about them.
 */
export const erasureReference = (clientId: string) =>
  createHash("sha256").update(`client:${clientId}`).digest("hex");
