import type { CompanyResponse, MemberRole } from "@adviser-desk/contracts";
import type { ChangeChannel } from "#server/cache/change-channel";
import { TtlCache } from "#server/cache/ttl-cache";
import type { Db } from "#server/db/database";
import { type CallerCompanyRow, findCallerRow, type SubscriptionRow } from "./caller-state-queries";
import { companyIdOfMember } from "./membership-queries";

export type { SubscriptionRow };

/** What the guard and /me need about a user: their company (or none), role and subscription. */
export interface CallerState {
  company: CompanyResponse | null;
  companyId: string | null;
  /** The user's role in that company (ADR 029); null without a company. */
  role: MemberRole | null;
  /** For an assistant, the advisers they prepare records for (ADR 030); empty otherwise. */
  assignedAdviserIds: readonly string[];
  subscription: SubscriptionRow | null;
}

const CALLER_STATE_TTL_MS = 15_000;

/** The company as /me shows it: the company feature's JSON, given by app.ts (ADR 047). */
export type CompanyJsonOf = (row: CallerCompanyRow, logoEtag: string | null) => CompanyResponse;

async function loadCallerState(
  db: Db,
  companyJson: CompanyJsonOf,
  userId: string,
): Promise<CallerState> {
  const row = await findCallerRow(db, userId);
  if (!row) {
    return {
      company: null,
      companyId: null,
      role: null,
      assignedAdviserIds: [],
      subscription: null,
    };
  }
  return {
    company: companyJson(row.company, row.logoEtag),
    companyId: row.company.id,
    role: row.role,
    assignedAdviserIds: row.assignedAdviserIds,
    subscription: row.subscription,
  };
}

const COMPANY_PREFIX = "company:";

/**
 * Caller state cached per instance for a few seconds. Whatever changes a company, its
 * subscription or a user's membership calls `changed(userId)`: that clears the user's entry and
 * the entries of every member of their company (whose state is the same company's), on every
 * instance. A membership change that moves a user out of a company calls `companyChanged` for
 * the company they left as well.
 */
export function createCallerStateStore(db: Db, changes: ChangeChannel, companyJson: CompanyJsonOf) {
  const cache = new TtlCache<Promise<CallerState>>(CALLER_STATE_TTL_MS, 50_000);
  // Which cached users belong to which company, so a company-wide change clears them all here.
  const usersOfCompany = new Map<string, Set<string>>();
  const forgetCompany = (companyId: string) => {
    for (const userId of usersOfCompany.get(companyId) ?? []) cache.delete(userId);
    usersOfCompany.delete(companyId);
  };
  changes.subscribe((payload) => {
    if (payload === "*") {
      cache.clear();
      usersOfCompany.clear();
    } else if (payload.startsWith(COMPANY_PREFIX)) {
      forgetCompany(payload.slice(COMPANY_PREFIX.length));
    } else cache.delete(payload);
  });
  const companyChanged = (companyId: string) => changes.publish(`${COMPANY_PREFIX}${companyId}`);
  return {
    load(userId: string): Promise<CallerState> {
      let pending = cache.get(userId);
      if (!pending) {
        pending = loadCallerState(db, companyJson, userId);
        cache.set(userId, pending);
        pending.then(
          (state) => {
            if (!state.companyId) return;
            const users = usersOfCompany.get(state.companyId) ?? new Set<string>();
            usersOfCompany.set(state.companyId, users.add(userId));
          },
          () => cache.delete(userId),
        );
      }
      return pending;
    },
    async changed(userId: string) {
      await changes.publish(userId);
      const companyId = await companyIdOfMember(db, userId);
      if (companyId) await companyChanged(companyId);
    },
    companyChanged,
  };
}

export type CallerStateStore = ReturnType<typeof createCallerStateStore>;

declare module "fastify" {
  interface FastifyInstance {
    callerState: CallerStateStore;
  }
}
