import * as acknowledgementQueries from "./acknowledgement/acknowledgement-queries";
import * as advicePackQueries from "./advice-pack-queries";

/*
 * What other features call of advice-packs (through its face, index.ts) where they need its stored
 * rows: each a named service, so its queries file stays private (ADR 052).
 */

/** The latest acknowledgement link of each of these packs (with its evidence once used). */
export const latestLinks: typeof acknowledgementQueries.latestLinks = (...args) =>
  acknowledgementQueries.latestLinks(...args);

/** A pack's stored bytes and what names it; null when not the company's. */
export const findPackPdf: typeof advicePackQueries.findPackPdf = (...args) =>
  advicePackQueries.findPackPdf(...args);
