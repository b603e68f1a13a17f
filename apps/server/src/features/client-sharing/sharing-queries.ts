import {
  CLIENT_SHARING_MESSAGES,
  type ClientSharingResponse,
  type SharingMember,
} from "@adviser-desk/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { isUuid } from "#server/db/is-uuid";
import { client, clientShare, companyMember, user } from "#server/db/schema";
import { nextVersion } from "#server/db/versioned-update";
import { AppError } from "#server/errors/app-error";
import { clientNotFound } from "#server/features/clients";
import { advisersAmong } from "#server/features/members";
import type { OwnCompany } from "#server/tenancy/caller";
import { inCompany } from "#server/tenancy/in-company";

const notResponsible = () =>
  new AppError(403, "clients/not-responsible", CLIENT_SHARING_MESSAGES.notResponsible);
const notAnAdviser = () =>
  new AppError(400, "clients/not-an-adviser", CLIENT_SHARING_MESSAGES.notAnAdviser);

/** The client as the caller sees it (404 when they do not), with whom it answers to. */
async function visibleClient(db: Db, company: OwnCompany, clientId: string) {
  if (!isUuid(clientId)) throw clientNotFound();
  const [row] = await db
    .select({ id: client.id, responsibleAdviserId: client.responsibleAdviserId })
    .from(client)
    .where(and(inCompany(client.companyId, company), eq(client.id, clientId)))
    .limit(1);
  if (!row) throw clientNotFound();
  return row;
}

/** The owner, or the client's responsible adviser, may change who sees it (ADR 030). */
const mayManage = (company: OwnCompany, responsibleAdviserId: string | null) =>
  company.role === "owner" ||
  (company.role === "adviser" && responsibleAdviserId === company.userId);

/** A client the caller sees and may manage; 404 or 403 otherwise. */
async function managedClient(db: Db, company: OwnCompany, clientId: string) {
  const row = await visibleClient(db, company, clientId);
  if (!mayManage(company, row.responsibleAdviserId)) throw notResponsible();
  return row;
}

async function requireAdviser(db: Db, company: OwnCompany, userId: string) {
  if ((await advisersAmong(db, company, [userId])).length !== 1) throw notAnAdviser();
}

/** The company's owners and advisers, by name. */
async function advisersOf(db: Db, company: OwnCompany): Promise<SharingMember[]> {
  return db
    .select({ userId: companyMember.userId, name: user.name })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(
      and(
        inCompany(companyMember.companyId, company),
        inArray(companyMember.role, ["owner", "adviser"]),
      ),
    )
    .orderBy(asc(user.name), asc(companyMember.userId));
}

export async function getClientSharing(
  db: Db,
  company: OwnCompany,
  clientId: string,
): Promise<ClientSharingResponse> {
  const row = await visibleClient(db, company, clientId);
  const [advisers, shared] = await Promise.all([
    advisersOf(db, company),
    db
      .select({ userId: clientShare.adviserUserId, name: user.name })
      .from(clientShare)
      .innerJoin(user, eq(user.id, clientShare.adviserUserId))
      .where(and(inCompany(clientShare.companyId, company), eq(clientShare.clientId, clientId)))
      .orderBy(asc(user.name), asc(clientShare.adviserUserId)),
  ]);
  const responsible = row.responsibleAdviserId
    ? await db
        .select({ userId: user.id, name: user.name })
        .from(user)
        .where(eq(user.id, row.responsibleAdviserId))
        .then((rows) => rows[0] ?? null)
    : null;
  return {
    responsibleAdviser: responsible,
    sharedWith: shared,
    advisers,
    canManage: mayManage(company, row.responsibleAdviserId),
  };
}

/** Makes `userId` (an owner or adviser) answerable for the client; a share with them ends. */
export async function setResponsibleAdviser(
  db: Db,
  company: OwnCompany,
  params: { clientId: string; userId: string },
) {
  await managedClient(db, company, params.clientId);
  await requireAdviser(db, company, params.userId);
  await db.transaction(async (tx) => {
    await tx
      .update(client)
      .set({
        responsibleAdviserId: params.userId,
        ...nextVersion(client, company.userId),
      })
      .where(and(inCompany(client.companyId, company), eq(client.id, params.clientId)));
    await tx
      .delete(clientShare)
      .where(
        and(
          eq(clientShare.companyId, company.id),
          eq(clientShare.clientId, params.clientId),
          eq(clientShare.adviserUserId, params.userId),
        ),
      );
  });
}

/** Shares the client with an owner or adviser (sharing twice is one share). */
export async function shareClient(
  db: Db,
  company: OwnCompany,
  params: { clientId: string; userId: string },
) {
  const row = await managedClient(db, company, params.clientId);
  await requireAdviser(db, company, params.userId);
  if (row.responsibleAdviserId === params.userId) {
    throw new AppError(409, "clients/own-adviser", CLIENT_SHARING_MESSAGES.ownAdviser);
  }
  await db
    .insert(clientShare)
    .values({
      companyId: company.id,
      clientId: params.clientId,
      adviserUserId: params.userId,
      sharedByUserId: company.userId,
    })
    .onConflictDoNothing();
}

/** Ends a share (ending one that does not exist changes nothing). */
export async function unshareClient(
  db: Db,
  company: OwnCompany,
  params: { clientId: string; userId: string },
) {
  await managedClient(db, company, params.clientId);
  await db
    .delete(clientShare)
    .where(
      and(
        eq(clientShare.companyId, company.id),
        eq(clientShare.clientId, params.clientId),
        eq(clientShare.adviserUserId, params.userId),
      ),
    );
}
