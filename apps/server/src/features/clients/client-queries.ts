import type {
  ClientTitle,
  Dependant,
  MaritalRegime,
  MaritalStatus,
  RetirementFund,
} from "@adviser-desk/contracts";
import {
  type AnyColumn,
  and,
  asc,
  eq,
  isNotNull,
  isNull,
  like,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "#server/db/database";
import { escapeLike } from "#server/db/escape-like";
import { isUuid } from "#server/db/is-uuid";
import { deletedWithinRestoreWindow } from "#server/db/restore-window";
import { advicePack, client } from "#server/db/schema";
import { nextVersion } from "#server/db/versioned-update";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany } from "#server/tenancy/in-company";

const SA_TIME = sql.raw("'Africa/Johannesburg'");
/** When the client's last advice pack was issued, for each client of a query over clients. */
const latestPackIssuedAtOf = (companyId: AnyColumn, clientId: AnyColumn): SQL<Date | null> =>
  sql`(select max(${advicePack.issuedAt}) from ${advicePack} where ${advicePack.companyId} = ${companyId} and ${advicePack.clientId} = ${clientId})`;

const lastAdviceAt = latestPackIssuedAtOf(client.companyId, client.id);
/** The day of the last record of advice, in South Africa. */
const lastAdviceOn = sql<string | null>`((${lastAdviceAt}) at time zone ${SA_TIME})::date::text`;
/**
 * The next review (ADR 050): the adviser's date, else a year after the later of the last advice
 * and the last "mark reviewed" (null when neither happened).
 */
const reviewDueOn = sql<
  string | null
>`coalesce(${client.nextReviewOn}, (greatest((${lastAdviceAt}) at time zone ${SA_TIME}, ${client.lastReviewedAt} at time zone ${SA_TIME})::date + interval '1 year')::date)::text`;
const todayInSouthAfrica = sql`(now() at time zone ${SA_TIME})::date`;

/** The columns every client query returns (never `select *`). */
const clientColumns = {
  id: client.id,
  clientName: client.clientName,
  clientSurname: client.clientSurname,
  email: client.email,
  phone: client.phone,
  idNumber: client.idNumber,
  dateOfBirth: client.dateOfBirth,
  notes: client.notes,
  title: client.title,
  maritalStatus: client.maritalStatus,
  maritalRegime: client.maritalRegime,
  spouseClientId: client.spouseClientId,
  dependants: client.dependants,
  employer: client.employer,
  annualIncome: client.annualIncome,
  incomeNotes: client.incomeNotes,
  taxReference: client.taxReference,
  retirementFunds: client.retirementFunds,
  tfsaContributionsLifetime: client.tfsaContributionsLifetime,
  tfsaContributionsThisTaxYear: client.tfsaContributionsThisTaxYear,
  medicalSchemeMembers: client.medicalSchemeMembers,
  serviceEndedOn: client.serviceEndedOn,
  nextReviewOn: client.nextReviewOn,
  restrictedAt: client.restrictedAt,
  eraseAfter: client.eraseAfter,
  reviewDueOn,
  lastAdviceOn,
  createdAt: client.createdAt,
  updatedAt: client.updatedAt,
  deletedAt: client.deletedAt,
  version: client.version,
};

export interface ClientColumns {
  clientName: string;
  clientSurname: string;
  email: string | null;
  phone: string | null;
  idNumber: string | null;
  dateOfBirth: string | null;
  notes: string | null;
  title: ClientTitle | null;
  maritalStatus: MaritalStatus | null;
  maritalRegime: MaritalRegime | null;
  spouseClientId: string | null;
  dependants: Dependant[];
  employer: string | null;
  /** numeric(14,2) as text, e.g. "850000.00". */
  annualIncome: string | null;
  incomeNotes: string | null;
  taxReference: string | null;
  retirementFunds: RetirementFund[];
  /** numeric(14,2) as text, or null. */
  tfsaContributionsLifetime: string | null;
  tfsaContributionsThisTaxYear: string | null;
  medicalSchemeMembers: number | null;
  serviceEndedOn: string | null;
  nextReviewOn: string | null;
}

const nameKey = sql<string>`lower(${client.clientName})`;
const surnameKey = sql<string>`lower(${client.clientSurname})`;

/** One of the company's clients, deleted or not; null for an unknown id or another company's. */
export async function findClient(db: Db, params: { scope: CompanyScope; id: string }) {
  if (!isUuid(params.id)) return null;
  const [row] = await db
    .select(clientColumns)
    .from(client)
    .where(and(inCompany(client.companyId, params.scope), eq(client.id, params.id)))
    .limit(1);
  return row ?? null;
}
export type ClientRow = NonNullable<Awaited<ReturnType<typeof findClient>>>;

/**
 * Whether the caller's company has a client with this id, whoever sees it: only to say why a
 * member who does not see it is refused (ADR 030). It reads nothing of the client.
 */
export async function companyHasClient(db: Db, params: { scope: CompanyScope; id: string }) {
  if (!isUuid(params.id)) return false;
  const [row] = await db
    .select({ id: client.id })
    .from(client)
    .where(and(eq(client.companyId, params.scope.id), eq(client.id, params.id)))
    .limit(1);
  return row !== undefined;
}

/** Where a page starts: the sort key of the last client of the previous page. */
export interface ClientListPosition {
  surname: string;
  name: string;
  id: string;
}

/** LIKE patterns for "a word of the text starts with `word`" (words split by spaces or hyphens). */
const wordStartPatterns = (word: string) => {
  const escaped = escapeLike(word);
  return [`${escaped}%`, `% ${escaped}%`, `%-${escaped}%`];
};

/**
 * A page of the company's clients ordered by surname, name, id (case-insensitive), each word of
 * the search the start of a word of the name or the surname ("merwe" finds "van der Merwe"). Live clients, or those deleted in the restore
 * window. Returns up to `limit` + 1 rows so the caller knows whether a next page exists.
 */
export async function listClientRows(
  db: Db,
  params: {
    scope: CompanyScope;
    words: string[];
    after: ClientListPosition | null;
    limit: number;
    deleted: boolean;
    filter: "review-due" | "restricted" | undefined;
  },
) {
  const { after, filter } = params;
  return db
    .select({ ...clientColumns, surnameKey, nameKey })
    .from(client)
    .where(
      and(
        inCompany(client.companyId, params.scope),
        filter === "restricted"
          ? isNotNull(client.restrictedAt)
          : and(
              isNull(client.restrictedAt),
              params.deleted
                ? deletedWithinRestoreWindow(client.deletedAt)
                : isNull(client.deletedAt),
            ),
        filter === "review-due" ? sql`${reviewDueOn}::date <= ${todayInSouthAfrica}` : undefined,
        ...params.words.map((word) => {
          const prefixes = wordStartPatterns(word);
          return or(
            ...prefixes.map((p) => like(nameKey, p)),
            ...prefixes.map((p) => like(surnameKey, p)),
          );
        }),
        after
          ? sql`(${surnameKey}, ${nameKey}, ${client.id}) > (${after.surname}, ${after.name}, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(surnameKey), asc(nameKey), asc(client.id))
    .limit(params.limit + 1);
}

/** Inserts a client answerable to `responsibleAdviserId` (ADR 030), authored by the caller. */
export async function insertClient(
  db: Db,
  scope: CompanyScope,
  values: ClientColumns & { responsibleAdviserId: string },
) {
  const [row] = await db
    .insert(client)
    .values({
      ...values,
      companyId: scope.id,
      createdByUserId: scope.userId,
      updatedByUserId: scope.userId,
    })
    .returning(clientColumns);
  if (!row) throw new Error("client insert returned nothing");
  return row;
}

/** Writes the columns when the client is live and still at `version`; null otherwise. */
export async function updateClientIfCurrent(
  db: Db,
  params: { scope: CompanyScope; id: string; version: number; values: ClientColumns },
) {
  const [row] = await db
    .update(client)
    .set({
      ...params.values,
      ...nextVersion(client, params.scope.userId),
    })
    .where(
      and(
        inCompany(client.companyId, params.scope),
        eq(client.id, params.id),
        eq(client.version, params.version),
        isNull(client.deletedAt),
      ),
    )
    .returning(clientColumns);
  return row ?? null;
}

/** Soft-deletes a live client; null when it is not live (unknown, or deleted already). */
export async function markClientDeleted(db: Db, params: { scope: CompanyScope; id: string }) {
  if (!isUuid(params.id)) return null;
  const [row] = await db
    .update(client)
    .set({
      deletedAt: sql`now()`,
      ...nextVersion(client, params.scope.userId),
    })
    .where(
      and(
        inCompany(client.companyId, params.scope),
        eq(client.id, params.id),
        isNull(client.deletedAt),
      ),
    )
    .returning(clientColumns);
  return row ?? null;
}

/** Restores a client deleted within the restore window; null otherwise. */
export async function markClientRestored(db: Db, params: { scope: CompanyScope; id: string }) {
  if (!isUuid(params.id)) return null;
  const [row] = await db
    .update(client)
    .set({
      deletedAt: null,
      ...nextVersion(client, params.scope.userId),
    })
    .where(
      and(
        inCompany(client.companyId, params.scope),
        eq(client.id, params.id),
        deletedWithinRestoreWindow(client.deletedAt),
      ),
    )
    .returning(clientColumns);
  return row ?? null;
}

/**
 * Makes the spouse link symmetric after `clientId`'s own link became `spouseId` (or null): every
 * other client of the company that pointed at either of the two lets go, and the spouse points
 * back. Each client whose link changes gets a new version, so a stale form cannot undo it.
 */
export async function mirrorSpouseLink(
  db: Db,
  params: { scope: CompanyScope; clientId: string; spouseId: string | null },
) {
  const { scope, clientId, spouseId } = params;
  const bump = nextVersion(client, scope.userId);
  const pointsAt = (id: string) => eq(client.spouseClientId, id);
  await db
    .update(client)
    .set({ spouseClientId: null, ...bump })
    .where(
      and(
        inCompany(client.companyId, scope),
        ne(client.id, clientId),
        spouseId === null
          ? pointsAt(clientId)
          : and(ne(client.id, spouseId), or(pointsAt(clientId), pointsAt(spouseId))),
      ),
    );
  if (spouseId === null) return;
  await db
    .update(client)
    .set({ spouseClientId: clientId, ...bump })
    .where(
      and(
        inCompany(client.companyId, scope),
        eq(client.id, spouseId),
        or(isNull(client.spouseClientId), ne(client.spouseClientId, clientId)),
      ),
    );
}
