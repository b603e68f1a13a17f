import { and, eq, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { client, clientShare } from "#server/db/schema";
import type { CompanyScope } from "./caller";

/**
 * The WHERE of every company-scoped query: the row's company column is the caller's company. It
 * takes a `CompanyScope`, which only the caller resolver produces, never an id from a request.
 *
 * On the client table, and on every table with a `clientId` column (records, advice packs,
 * shares), it also keeps only the clients the member sees (ADR 030): the visibility cannot be
 * forgotten by a query, because it is the same call that scopes the query to the company. A
 * member who sees every client (the owner, read-only, a one-member company) gets the company
 * condition alone, as before.
 */
export const inCompany = (column: AnyPgColumn, scope: CompanyScope): SQL => {
  const sameCompany = eq(column, scope.id);
  const visible = visibleClients(column, scope);
  return visible ? (and(sameCompany, visible) as SQL) : sameCompany;
};

/** Whether `inCompany` adds nothing to the company condition for this scope. */
export const seesEveryClient = (scope: CompanyScope): boolean => scope.sees === "all";

/** The ids of the clients shared with one of `advisers` (a subquery). */
const sharedWith = (scope: CompanyScope, advisers: readonly string[]) =>
  sql`select ${clientShare.clientId} from ${clientShare} where ${and(
    eq(clientShare.companyId, scope.id),
    inArray(clientShare.adviserUserId, [...advisers]),
  )}`;

function visibleClients(column: AnyPgColumn, scope: CompanyScope): SQL | undefined {
  if (scope.sees === "all") return undefined;
  const { advisers } = scope.sees;
  const table = column.table;
  const clientId = table === client ? client.id : getTableColumns(table).clientId;
  if (!clientId) return undefined;
  if (advisers.length === 0) return sql`false`;
  const responsibleFor = sql`select ${client.id} from ${client} where ${and(
    eq(client.companyId, scope.id),
    inArray(client.responsibleAdviserId, [...advisers]),
  )}`;
  if (table === client) {
    return or(
      inArray(client.responsibleAdviserId, [...advisers]),
      sql`${client.id} in (${sharedWith(scope, advisers)})`,
    );
  }
  return sql`${clientId} in (${responsibleFor} union ${sharedWith(scope, advisers)})`;
}
