import type { SiteConfigUpdate } from "@adviser-desk/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { siteConfig } from "#server/db/schema";

export type SiteConfigRow = typeof siteConfig.$inferSelect;

/** The one site_config row (migration 0001 inserts it). */
export async function readSiteConfig(db: Db): Promise<SiteConfigRow> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.id, 1));
  if (!row) throw new Error("site_config row is missing (migration 0001 inserts it)");
  return row;
}

/** The site_config row, locked for the transaction that changes it; null if missing. */
export async function lockSiteConfig(tx: Db): Promise<SiteConfigRow | null> {
  const [row] = await tx.select().from(siteConfig).where(eq(siteConfig.id, 1)).for("update");
  return row ?? null;
}

/** Writes an admin's change, stamped now and with who made it; the row as it is now. */
export async function writeSiteConfig(
  tx: Db,
  change: SiteConfigUpdate,
  adminId: string | null,
): Promise<SiteConfigRow | null> {
  const [row] = await tx
    .update(siteConfig)
    .set({ ...change, updatedAt: sql`now()`, updatedBy: adminId })
    .where(eq(siteConfig.id, 1))
    .returning();
  return row ?? null;
}
