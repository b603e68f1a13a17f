import type { CompanyResponse } from "@adviser-desk/contracts";
import { eq } from "drizzle-orm";
import type { ChangeChannel } from "../cache/change-channel";
import { TtlCache } from "../cache/ttl-cache";
import type { Db } from "../db/database";
import { company, companyLogo, subscription } from "../db/schema";
import { companyJson } from "../features/company/company-json";

export type SubscriptionRow = typeof subscription.$inferSelect;

/** What the guard and /me need about a user: their company (or none) and its subscription. */
export interface CallerState {
  company: CompanyResponse | null;
  companyId: string | null;
  subscription: SubscriptionRow | null;
}

const CALLER_STATE_TTL_MS = 15_000;

async function loadCallerState(db: Db, userId: string): Promise<CallerState> {
  const [row] = await db
    .select({ company, logoEtag: companyLogo.etag, subscription })
    .from(company)
    .leftJoin(companyLogo, eq(companyLogo.companyId, company.id))
    .leftJoin(subscription, eq(subscription.companyId, company.id))
    .where(eq(company.ownerUserId, userId))
    .limit(1);
  if (!row) return { company: null, companyId: null, subscription: null };
  return {
    company: companyJson(row.company, row.logoEtag),
    companyId: row.company.id,
    subscription: row.subscription,
  };
}

/**
 * Caller state cached per instance for a few seconds. Whatever changes a company or its
 * subscription calls `changed(ownerUserId)`, which clears that entry on every instance.
 */
export function createCallerStateStore(db: Db, changes: ChangeChannel) {
  const cache = new TtlCache<Promise<CallerState>>(CALLER_STATE_TTL_MS, 50_000);
  changes.subscribe((userId) => {
    if (userId === "*") cache.clear();
    else cache.delete(userId);
  });
  return {
    load(userId: string): Promise<CallerState> {
      let pending = cache.get(userId);
      if (!pending) {
        pending = loadCallerState(db, userId);
        cache.set(userId, pending);
        pending.catch(() => cache.delete(userId));
      }
      return pending;
    },
    changed: (userId: string) => changes.publish(userId),
  };
}

export type CallerStateStore = ReturnType<typeof createCallerStateStore>;

declare module "fastify" {
  interface FastifyInstance {
    callerState: CallerStateStore;
  }
}
