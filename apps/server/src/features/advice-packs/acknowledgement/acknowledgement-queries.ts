import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/database";
import { adviceAcknowledgement, advicePack, client, company } from "#server/db/schema";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany } from "#server/tenancy/in-company";

const ack = adviceAcknowledgement;

/**
 * Links with their record of advice, its client (the same company's, by the composite key) and
 * the company: the one join chain every read of a link with what it is about goes through.
 */
function joinPackClientCompany<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(advicePack, eq(advicePack.id, ack.packId))
    .innerJoin(
      client,
      and(eq(client.companyId, advicePack.companyId), eq(client.id, advicePack.clientId)),
    )
    .innerJoin(company, eq(company.id, ack.companyId));
}

/** A new link for a pack; the pack's earlier links that are still open stop working now. */
export async function insertLink(
  db: Db,
  scope: CompanyScope,
  values: {
    packId: string;
    tokenHash: string;
    expiresAt: Date;
    emailedTo: string | null;
    userId: string;
  },
) {
  return db.transaction(async (tx) => {
    await tx
      .update(ack)
      .set({ expiresAt: sql`now()` })
      .where(
        and(inCompany(ack.companyId, scope), eq(ack.packId, values.packId), isNull(ack.decidedAt)),
      );
    const [row] = await tx
      .insert(ack)
      .values({
        companyId: scope.id,
        packId: values.packId,
        tokenHash: values.tokenHash,
        expiresAt: values.expiresAt,
        emailedTo: values.emailedTo,
        createdByUserId: values.userId,
      })
      .returning({ id: ack.id });
    if (!row) throw new Error("acknowledgement insert returned nothing");
    return row.id;
  });
}

/** A pack of the company with what a link needs of it and of its client. */
export async function findPackForLink(db: Db, params: { scope: CompanyScope; id: string }) {
  const [row] = await db
    .select({
      id: advicePack.id,
      roaNumber: advicePack.roaNumber,
      clientName: client.clientName,
      clientSurname: client.clientSurname,
      email: client.email,
      idNumber: client.idNumber,
      deletedAt: client.deletedAt,
      companyName: company.accountName,
      issuedByName: advicePack.issuedByName,
      decided: sql<boolean>`exists (select 1 from ${ack} where ${ack.packId} = ${advicePack.id} and ${ack.decidedAt} is not null)`,
    })
    .from(advicePack)
    .innerJoin(
      client,
      and(eq(client.companyId, advicePack.companyId), eq(client.id, advicePack.clientId)),
    )
    .innerJoin(company, eq(company.id, advicePack.companyId))
    .where(and(inCompany(advicePack.companyId, params.scope), eq(advicePack.id, params.id)))
    .limit(1);
  return row ?? null;
}

/** The open link with this token hash (not used, not expired), with its record and client; or null. */
export async function findOpenLink(db: Db, params: { tokenHash: string; now: Date }) {
  const [row] = await joinPackClientCompany(
    db
      .select({
        id: ack.id,
        tokenHash: ack.tokenHash,
        expiresAt: ack.expiresAt,
        codeHash: ack.codeHash,
        codeExpiresAt: ack.codeExpiresAt,
        failedChecks: ack.failedChecks,
        packId: advicePack.id,
        sha256: advicePack.sha256,
        pages: advicePack.pages,
        issuedAt: advicePack.issuedAt,
        issuedByName: advicePack.issuedByName,
        roaNumber: advicePack.roaNumber,
        clientName: client.clientName,
        clientSurname: client.clientSurname,
        email: client.email,
        idNumber: client.idNumber,
        companyName: company.accountName,
        fspNumber: company.fspNumber,
      })
      .from(ack)
      .$dynamic(),
  )
    .where(
      and(
        eq(ack.tokenHash, params.tokenHash),
        isNull(ack.decidedAt),
        gt(ack.expiresAt, params.now),
        isNull(client.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
export type OpenLink = NonNullable<Awaited<ReturnType<typeof findOpenLink>>>;

export async function findPackPdfBytes(db: Db, packId: string) {
  const [row] = await db
    .select({ pdf: advicePack.pdf })
    .from(advicePack)
    .where(eq(advicePack.id, packId));
  return row?.pdf ?? null;
}

/** Counts a wrong answer; at `max` the link stops working. Returns the count. */
export async function countFailedCheck(db: Db, params: { id: string; max: number }) {
  const [row] = await db
    .update(ack)
    .set({
      failedChecks: sql`${ack.failedChecks} + 1`,
      expiresAt: sql`case when ${ack.failedChecks} + 1 >= ${params.max} then now() else ${ack.expiresAt} end`,
    })
    .where(eq(ack.id, params.id))
    .returning({ failedChecks: ack.failedChecks });
  return row?.failedChecks ?? params.max;
}

export async function storeCode(
  db: Db,
  params: { id: string; codeHash: string; codeExpiresAt: Date },
) {
  await db
    .update(ack)
    .set({ codeHash: params.codeHash, codeExpiresAt: params.codeExpiresAt })
    .where(eq(ack.id, params.id));
}

/** Records the decision once: false when the link was used or ended meanwhile (a replay). */
export async function recordDecision(
  db: Db,
  params: {
    id: string;
    now: Date;
    evidence: {
      decision: "accepted" | "declined";
      identityMethod: "id-number" | "email-code";
      typedName: string;
      ipAddress: string;
      userAgent: string;
      documentSha256: string;
      textShown: string;
    };
  },
): Promise<boolean> {
  const rows = await db
    .update(ack)
    .set({ ...params.evidence, decidedAt: params.now })
    .where(and(eq(ack.id, params.id), isNull(ack.decidedAt), gt(ack.expiresAt, params.now)))
    .returning({ id: ack.id });
  return rows.length === 1;
}

/** The latest link of each of these packs (with its evidence once used). */
export async function latestLinks(db: Db, params: { scope: CompanyScope; packIds: string[] }) {
  if (params.packIds.length === 0) return [];
  return (
    db
      .selectDistinctOn([ack.packId], {
        packId: ack.packId,
        createdAt: ack.createdAt,
        expiresAt: ack.expiresAt,
        emailedTo: ack.emailedTo,
        decidedAt: ack.decidedAt,
        decision: ack.decision,
        identityMethod: ack.identityMethod,
        typedName: ack.typedName,
        ipAddress: ack.ipAddress,
        userAgent: ack.userAgent,
        documentSha256: ack.documentSha256,
        textShown: ack.textShown,
      })
      .from(ack)
      .innerJoin(advicePack, eq(advicePack.id, ack.packId))
      // The pack's scope: it has the client, so the member's client visibility applies.
      .where(
        and(inCompany(advicePack.companyId, params.scope), inArray(ack.packId, params.packIds)),
      )
      .orderBy(ack.packId, sql`${ack.decidedAt} desc nulls last`, desc(ack.createdAt))
  );
}
export type LatestLink = Awaited<ReturnType<typeof latestLinks>>[number];

/** A record's bytes and facts with its latest decided acknowledgement; null when it has none. */
export async function findAcknowledgedPack(db: Db, params: { scope: CompanyScope; id: string }) {
  const [row] = await joinPackClientCompany(
    db
      .select({
        pdf: advicePack.pdf,
        sha256: advicePack.sha256,
        issuedAt: advicePack.issuedAt,
        issuedByName: advicePack.issuedByName,
        roaNumber: advicePack.roaNumber,
        clientName: client.clientName,
        clientSurname: client.clientSurname,
        companyName: company.accountName,
        decidedAt: ack.decidedAt,
        decision: ack.decision,
        identityMethod: ack.identityMethod,
        emailedTo: ack.emailedTo,
        typedName: ack.typedName,
        ipAddress: ack.ipAddress,
        userAgent: ack.userAgent,
        documentSha256: ack.documentSha256,
        textShown: ack.textShown,
      })
      .from(ack)
      .$dynamic(),
  )
    .where(
      and(
        // The pack's own scope: it has the client, so the member's client visibility applies.
        inCompany(advicePack.companyId, params.scope),
        eq(ack.packId, params.id),
        isNotNull(ack.decidedAt),
      ),
    )
    .orderBy(desc(ack.decidedAt))
    .limit(1);
  return row ?? null;
}
