import type { ClientListResponse } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import type { CompanyScope } from "#server/tenancy/caller";
import { decodeClientCursor, encodeClientCursor } from "./client-cursor";
import { clientJson } from "./client-json";
import { listClientRows } from "./client-queries";

const MAX_SEARCH_WORDS = 5;

/** A page of the company's clients (or of the recently deleted ones), searched by name prefix. */
export async function listClients(
  db: Db,
  params: {
    scope: CompanyScope;
    q?: string;
    cursor?: string;
    limit: number;
    deleted: boolean;
    filter?: "review-due" | "restricted" | undefined;
  },
): Promise<ClientListResponse> {
  const words = (params.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const rows = await listClientRows(db, {
    scope: params.scope,
    words: words.slice(0, MAX_SEARCH_WORDS),
    after: params.cursor ? decodeClientCursor(params.cursor) : null,
    limit: params.limit,
    deleted: params.deleted,
    filter: params.filter,
  });
  const page = rows.slice(0, params.limit);
  const last = page.at(-1);
  return {
    items: page.map(clientJson),
    nextCursor:
      rows.length > params.limit && last
        ? encodeClientCursor({ surname: last.surnameKey, name: last.nameKey, id: last.id })
        : null,
  };
}
