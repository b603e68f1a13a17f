import { mkdir } from "node:fs/promises";
import path from "node:path";
import { resolveAuthSecret } from "../../apps/server/src/config/auth-secret";
import { openDatabase } from "../../apps/server/src/db/database";
import { runMigrations } from "../../apps/server/src/db/migrate";
import { coupon } from "../../apps/server/src/db/schema";
import { seedPeople } from "./seeded-people";

// Run before the e2e app starts (it holds the embedded database open afterwards): the coupons
// the billing journeys use (coupons are made by administrators; their screens are not needed
// here) and the signed-in people the journeys start from.

export const E2E_COUPONS = [
  { code: "E2EHALF", discountPercent: "50", appliesToRecurring: "first-payment" as const },
  { code: "E2EFREE", discountPercent: "100", appliesToRecurring: "first-payment" as const },
];

/** Migrates a new embedded database in `dataDir` and seeds it; makes the app's auth secret. */
export async function seedDatabase(dataDir: string) {
  const dir = path.join(dataDir, "pglite");
  await mkdir(dir, { recursive: true });
  const database = await openDatabase({ pgliteDir: dir });
  await runMigrations(database);
  // One transaction: each statement on its own would be a commit of the embedded database.
  await database.db.transaction(async (tx) => {
    await tx.insert(coupon).values(E2E_COUPONS).onConflictDoNothing();
    // The secret the app will sign sessions with: made here first, read by the app at start.
    await seedPeople(tx, await resolveAuthSecret(process.env.AUTH_SECRET, dataDir));
  });
  await database.close();
}
