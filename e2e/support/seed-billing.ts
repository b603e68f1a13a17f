import { mkdir } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "../../apps/server/src/db/database";
import { runMigrations } from "../../apps/server/src/db/migrate";
import { coupon } from "../../apps/server/src/db/schema";

// Run before the e2e app starts (it holds the embedded database open afterwards): the coupons
// the billing journeys use. Coupons are made by administrators; their screens are not needed here.

export const E2E_COUPONS = [
  { code: "E2EHALF", discountPercent: "50", appliesToRecurring: "first-payment" as const },
];

const dir = path.resolve(process.env.DATA_DIR ?? "../.e2e-data", "pglite");
await mkdir(dir, { recursive: true });
const database = await openDatabase({ pgliteDir: dir });
await runMigrations(database);
await database.db.insert(coupon).values(E2E_COUPONS).onConflictDoNothing();
await database.close();
