import {
  type Capability,
  type MemberRole,
  type PracticeSettings,
  ROLE_LABELS,
  roleMay,
} from "@adviser-desk/contracts";
import type { Access } from "@adviser-desk/contracts/endpoints/access";
import type { FastifyRequest } from "fastify";
import type { SessionUser } from "#server/auth/session-guard";
import { AppError, notAuthenticated } from "#server/errors/app-error";
import { hasActiveSubscription } from "./active-subscription";
import type { SubscriptionRow } from "./caller-state-queries";
import { type ClientVisibility, clientVisibilityOf } from "./client-visibility";

/** Who may call an operation (the one vocabulary, ADR 032); the resolver answers its 401/402/403. */
export type ApiAccess = Access;

// Type-only brands: no other module can name these keys, so no other module can build the values.
declare const companyScopeBrand: unique symbol;
declare const subscribedBrand: unique symbol;

/**
 * The caller's own company, as the resolver found it. Company-scoped queries take this instead of
 * a bare id, so "scoped to the caller's company" is checked by the compiler: only
 * `resolveCaller` (and `findOwnCompanyOf`) below produce one.
 */
export interface CompanyScope {
  readonly id: string;
  /** The member acting: the author every client and record change records (ADR 030). */
  readonly userId: string;
  /** Which of the company's clients the member sees; `inCompany` applies it (ADR 030). */
  readonly sees: ClientVisibility;
  readonly [companyScopeBrand]: true;
}

export interface OwnCompany extends CompanyScope {
  /** The caller's role in this company (ADR 029); routes declare what they need with `needs`. */
  readonly role: MemberRole;
  /** The practice's settings that widen a role (`CAPABILITIES_BY_SETTING`, ADR 050). */
  readonly settings: PracticeSettings;
  readonly subscription: SubscriptionRow | null;
}

/** A company with a current trial or paid period (spec §3 `hasSubscription`). */
export interface SubscribedCompany extends OwnCompany {
  readonly subscription: SubscriptionRow;
  readonly [subscribedBrand]: true;
}

export interface PublicCaller {
  readonly user: SessionUser | null;
}
export interface UserCaller {
  readonly user: SessionUser;
}
export interface CompanyCaller extends UserCaller {
  readonly company: OwnCompany;
}
export interface SubscriberCaller extends UserCaller {
  readonly company: SubscribedCompany;
}
/** A `user` route that declared `company: "optional"`: any signed-in user, with their company if any. */
export interface UserMaybeCompanyCaller extends UserCaller {
  readonly company: OwnCompany | null;
}

/** The caller a handler receives for each access level. */
export interface CallerOf {
  public: PublicCaller;
  user: UserCaller;
  company: CompanyCaller;
  subscriber: SubscriberCaller;
  admin: UserCaller;
}

export type Caller = CallerOf[ApiAccess];

/** 403 `company/missing`: the web sends a caller without a company to /subscribe. */
export const companyMissing = () =>
  new AppError(403, "company/missing", "Create your company profile first.");

function signedInUser(request: FastifyRequest, signedOut: () => AppError): SessionUser {
  if (request.sessionUser) return request.sessionUser;
  throw request.sessionRefusal ?? signedOut();
}

/**
 * The caller's own company (cached per instance, ADR 011), or null before they created one. Not
 * exported: a route receives its company from `resolveCaller`, declared by its access (and, for a
 * `user` route where it is optional, `company: "optional"`), never by looking it up (ADR 048).
 */
async function findOwnCompanyOf(
  request: FastifyRequest,
  user: SessionUser,
): Promise<OwnCompany | null> {
  const state = await request.server.callerState.load(user.id);
  if (!state.companyId || !state.role) return null;
  return {
    id: state.companyId,
    userId: user.id,
    sees: clientVisibilityOf(user.id, state.role, state.assignedAdviserIds),
    role: state.role,
    settings: { exportByStaff: state.company?.exportByStaff ?? false },
    subscription: state.subscription,
  } as OwnCompany;
}

const CAPABILITY_WORDS: Record<Capability, string> = {
  "company.read": "see this company's data",
  "records.write": "change records",
  "records.lock": "lock or unlock records",
  "records.delete": "delete records",
  "clients.write": "change clients",
  "clients.delete": "delete clients",
  "clients.review": "mark a client reviewed",
  "clients.erase": "erase or restrict clients",
  "clients.export": "export a client's personal data (the owner can allow it on the company page)",
  "packs.issue": "issue client packs",
  "company.manage": "change the company profile",
  "billing.manage": "manage billing",
  "members.manage": "manage members",
};

/** 403 `company/role-forbidden`: the member's role (ADR 029's table) does not allow this. */
export const roleForbidden = (role: MemberRole, capability: Capability) =>
  new AppError(
    403,
    "company/role-forbidden",
    `Your role (${ROLE_LABELS[role]}) cannot ${CAPABILITY_WORDS[capability]}. Ask your practice's owner.`,
  );

function checkRole(company: OwnCompany, needs: Capability | undefined) {
  if (needs && !roleMay(company.role, needs, company.settings)) {
    throw roleForbidden(company.role, needs);
  }
}

/**
 * The one place that answers "who is calling, which company is theirs, and may they use this?".
 * Run by defineRoute before the route reads its input: 401 (the disabled-account reason when the
 * credential was ended by disabling, otherwise `signedOut`), 403 `auth/permission-denied` for a
 * non-administrator on an admin route, 403 `company/missing` without a company, 402
 * `subscription/required` without a current trial or paid subscription, and 403
 * `company/role-forbidden` when the route `needs` a capability the member's role lacks (on a
 * `user` route, checked only when the caller has a company). Where no company is needed (public,
 * admin, and user routes needing no capability) it answers, or throws, at once rather than with a
 * promise: those are the busiest routes (`GET /me`), and a promise costs each of them.
 */
export function resolveCaller<A extends ApiAccess>(
  request: FastifyRequest,
  access: A,
  options: ResolveOptions = {},
): CallerOf[A] | Promise<CallerOf[A]> {
  return resolve(request, access, options) as CallerOf[A] | Promise<CallerOf[A]>;
}

/** What a route declares beside its access; `company: "optional"` only on a `user` route. */
export interface ResolveOptions {
  signedOut?: () => AppError;
  now?: Date;
  needs?: Capability | undefined;
  company?: "optional" | undefined;
}

/** Whether `resolveCaller` answers (or throws) at once for this access, rather than with a promise. */
export function resolvesAtOnce(access: ApiAccess, options: ResolveOptions): boolean {
  return (
    access === "public" ||
    access === "admin" ||
    (access === "user" && !options.needs && !options.company)
  );
}

function resolve(
  request: FastifyRequest,
  access: ApiAccess,
  options: ResolveOptions,
): Caller | UserMaybeCompanyCaller | Promise<Caller | UserMaybeCompanyCaller> {
  if (options.company && access !== "user") {
    throw new Error(`company: "optional" is for user routes, not ${access} ones`);
  }
  if (access === "public") return { user: request.sessionUser };
  const user = signedInUser(request, options.signedOut ?? notAuthenticated);
  if (access === "admin") {
    if (user.role !== "admin") {
      throw new AppError(403, "auth/permission-denied", "This needs an administrator.");
    }
    return { user };
  }
  if (resolvesAtOnce(access, options)) return { user };
  return resolveWithCompany(request, access, user, options);
}

async function resolveWithCompany(
  request: FastifyRequest,
  access: "user" | "company" | "subscriber",
  user: SessionUser,
  { now = new Date(), needs, company: optional }: ResolveOptions,
): Promise<Caller | UserMaybeCompanyCaller> {
  const company = await findOwnCompanyOf(request, user);
  if (access === "user") {
    if (company) checkRole(company, needs);
    return optional ? { user, company } : { user };
  }
  if (!company) throw companyMissing();
  checkRole(company, needs);
  if (access === "company") return { user, company };
  if (!hasActiveSubscription(company.subscription, now)) {
    throw new AppError(
      402,
      "subscription/required",
      "Start a free trial or subscribe to use the calculators.",
    );
  }
  return { user, company: company as SubscribedCompany };
}
