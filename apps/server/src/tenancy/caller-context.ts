import type { FastifyRequest } from "fastify";
import { requireUser } from "../auth/session-guard";
import type { Db } from "../db/database";
import type { subscription } from "../db/schema";
import { hasActiveSubscription } from "../features/subscription/claims";
import { AppError } from "../http/app-error";

/**
 * The one place that answers "which company is this caller, and may it use the product?".
 * Every company-scoped query takes its company id from here, never from the request.
 */
export interface OwnCompany {
  id: string;
  subscription: typeof subscription.$inferSelect | null;
}

/** The caller's company id and subscription (cached per instance, see caller-state.ts). */
export async function findOwnCompany(request: FastifyRequest, _db: Db): Promise<OwnCompany | null> {
  const user = requireUser(request);
  const state = await request.server.callerState.load(user.id);
  return state.companyId ? { id: state.companyId, subscription: state.subscription } : null;
}

/** 403 `company/missing` when the caller has not created a company yet (the web sends them to /subscribe). */
export async function requireOwnCompany(request: FastifyRequest, db: Db): Promise<OwnCompany> {
  const own = await findOwnCompany(request, db);
  if (!own) throw new AppError(403, "company/missing", "Create your company profile first.");
  return own;
}

/** 402 `subscription/required` without a current trial or paid subscription. */
export async function requireSubscriber(request: FastifyRequest, db: Db, now = new Date()) {
  const own = await requireOwnCompany(request, db);
  if (!hasActiveSubscription(own.subscription, now)) {
    throw new AppError(
      402,
      "subscription/required",
      "Start a free trial or subscribe to use the calculators.",
    );
  }
  return own;
}
