import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntry, client as clientTable, record } from "#server/db/schema";
import type { HttpClient } from "../../../test/support/http-client";
import {
  addClient,
  addRecord,
  del,
  KINDS,
  subscribedAdviser,
} from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { erasureReference } from "./erase/erasure-reference";
import { purgeExpiredClients } from "./erase/purge-expired-clients";
import { purgeExpiredRecords } from "./erase/purge-expired-records";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A client with a record of each kind, married to another client of the same company. */
async function marriedClientWithRecords(adviser: HttpClient, name = "Thandi", surname = "Nkosi") {
  const spouse = await addClient(adviser, { clientName: "Sipho", clientSurname: surname });
  const client = await addClient(adviser, {
    clientName: name,
    clientSurname: surname,
    idNumber: "8001015009087",
    maritalStatus: "married",
    spouseClientId: spouse.id,
  });
  for (const kind of KINDS) await addRecord(adviser, kind, client.id);
  return { client, spouse };
}

/** Everything the database holds, as rows: compared before and after to prove what changed. */
async function allRows() {
  const db = t.database.db;
  return {
    clients: await db.select().from(clientTable).orderBy(clientTable.id),
    records: await db.select().from(record).orderBy(record.id),
  };
}

const erase = (adviser: HttpClient, id: string, confirmName: string) =>
  adviser.post(`/api/v1/clients/${id}/erase`, { confirmName, reason: "client-request" });

describe("erasing a client permanently (POPIA s 24)", () => {
  it("refuses a name that does not match, with a clear message, and changes nothing", async () => {
    const { client: adviser } = await subscribedAdviser(t);
    const { client } = await marriedClientWithRecords(adviser);
    const before = await allRows();
    for (const typed of ["Thandi", "Nkosi Thandi", "Thandi Nkosie"]) {
      const refused = await erase(adviser, client.id, typed);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({
        code: "clients/erase-confirmation-mismatch",
        detail: "The name typed is not this client's full name: nothing was erased.",
      });
    }
    const missing = await adviser.post(`/api/v1/clients/${client.id}/erase`, {
      reason: "client-request",
    });
    expect(missing.status).toBe(400);
    expect(await allRows()).toEqual(before);
  });

  it("removes the client, its records and the spouse's link; the audit keeps only a reference", async () => {
    const { client: adviser, email } = await subscribedAdviser(t);
    const { client, spouse } = await marriedClientWithRecords(adviser);
    expect((await adviser.get(`/api/v1/clients/${spouse.id}`)).json.spouseClientId).toBe(client.id);
    expect((await adviser.getBytes(`/api/v1/clients/${client.id}/export.zip`)).status).toBe(200);

    const erased = await erase(adviser, client.id, "  thandi   NKOSI ");
    expect(erased.status).toBe(200);
    const reference = erasureReference(client.id);
    expect(erased.json).toMatchObject({ reference, records: KINDS.length });

    expect((await adviser.get(`/api/v1/clients/${client.id}`)).status).toBe(404);
    const db = t.database.db;
    expect(await db.select().from(record).where(eq(record.clientId, client.id))).toEqual([]);
    const spouseNow = (await adviser.get(`/api/v1/clients/${spouse.id}`)).json;
    expect(spouseNow.spouseClientId).toBeNull();
    expect(spouseNow.version).toBe(spouse.version + 2);

    // Nothing in the audit trail names the client or its id any more.
    const entries = await db.select().from(auditEntry);
    const serialised = JSON.stringify(entries);
    for (const secret of [client.id, "Thandi", "8001015009087"]) {
      expect(serialised).not.toContain(secret);
    }
    const about = entries.filter((e) => e.targetId === reference);
    expect(about.map((e) => e.action)).toEqual(["client/export", "client/erase"]);
    expect(about[1]).toMatchObject({
      actorEmail: email,
      targetType: "client",
      before: { records: KINDS.length, reason: "client-request" },
      after: null,
    });
    // Erased is gone for good: a second erase or a restore finds nothing.
    expect((await erase(adviser, client.id, "Thandi Nkosi")).status).toBe(404);
    expect((await adviser.post(`/api/v1/clients/${client.id}/restore`)).status).toBe(404);
  }, 120_000);

  it("touches nothing of another client or another company", async () => {
    const a = (await subscribedAdviser(t, "Anna Adams")).client;
    const b = (await subscribedAdviser(t, "Bongani Buthelezi")).client;
    const target = await marriedClientWithRecords(a, "Thandi", "Nkosi");
    await marriedClientWithRecords(a, "Naledi", "Dube");
    const ofB = await marriedClientWithRecords(b, "Thandi", "Nkosi");
    const before = await allRows();

    // B cannot erase A's client, even typing its name: 404 as for an unknown id.
    const stolen = await erase(b, target.client.id, "Thandi Nkosi");
    expect(stolen.status).toBe(404);
    expect(stolen.json.code).toBe("clients/not-found");
    expect(await allRows()).toEqual(before);

    expect((await erase(a, target.client.id, "Thandi Nkosi")).status).toBe(200);
    const after = await allRows();
    // Only the erased client left, and only its spouse's link changed.
    const others = (rows: typeof before.clients) =>
      rows.filter((c) => c.id !== target.client.id && c.id !== target.spouse.id);
    expect(after.clients.map((c) => c.id)).toEqual(
      before.clients.map((c) => c.id).filter((id) => id !== target.client.id),
    );
    expect(others(after.clients)).toEqual(others(before.clients));
    expect(after.records).toEqual(before.records.filter((r) => r.clientId !== target.client.id));
    expect(after.records.filter((r) => r.clientId === ofB.client.id)).toHaveLength(KINDS.length);
  });

  it("erases a deleted client at once too (typed confirmation)", async () => {
    const { client: adviser } = await subscribedAdviser(t);
    const { client } = await marriedClientWithRecords(adviser, "Pieter", "Botha");
    expect((await del(adviser, `/api/v1/clients/${client.id}`)).status).toBe(204);
    expect((await erase(adviser, client.id, "Pieter Botha")).status).toBe(200);
    expect((await adviser.get(`/api/v1/clients/${client.id}`)).status).toBe(404);
  });
});

describe("the purge of clients past the restore window (POPIA s 14)", () => {
  it("erases clients deleted more than 30 days ago, and only those", async () => {
    const { client: adviser } = await subscribedAdviser(t);
    const old = await marriedClientWithRecords(adviser, "Old", "Deleted");
    const recent = await marriedClientWithRecords(adviser, "Recent", "Deleted");
    const live = await marriedClientWithRecords(adviser, "Still", "Here");
    for (const { client } of [old, recent]) {
      expect((await del(adviser, `/api/v1/clients/${client.id}`)).status).toBe(204);
    }
    const db = t.database.db;
    const deletedAgo = (id: string, days: number) =>
      db
        .update(clientTable)
        .set({ deletedAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(clientTable.id, id));
    await deletedAgo(old.client.id, 31);
    await deletedAgo(recent.client.id, 29);
    const before = await allRows();

    expect(await purgeExpiredClients(db)).toEqual({ erased: 1, restricted: 0 });
    expect(await purgeExpiredClients(db)).toEqual({ erased: 0, restricted: 0 });

    const after = await allRows();
    expect(after.clients.map((c) => c.id)).toEqual(
      before.clients.map((c) => c.id).filter((id) => id !== old.client.id),
    );
    expect(after.records).toEqual(before.records.filter((r) => r.clientId !== old.client.id));
    expect((await adviser.get(`/api/v1/clients/${old.spouse.id}`)).json.spouseClientId).toBeNull();
    expect((await adviser.get(`/api/v1/clients/${live.client.id}`)).status).toBe(200);
    const [entry] = await db
      .select()
      .from(auditEntry)
      .where(
        and(
          eq(auditEntry.action, "client/erase"),
          eq(auditEntry.targetId, erasureReference(old.client.id)),
        ),
      );
    expect(entry).toMatchObject({
      actorUserId: null,
      before: { records: KINDS.length, reason: "restore-window-ended" },
    });
    // The recent one can still be restored.
    expect((await adviser.post(`/api/v1/clients/${recent.client.id}/restore`)).status).toBe(200);
  });
});

describe("the purge of records deleted one by one", () => {
  it("removes records deleted more than 30 days ago and keeps the rest", async () => {
    const { client: adviser } = await subscribedAdviser(t);
    const owner = await addClient(adviser);
    const kind = KINDS[1];
    const old = await addRecord(adviser, kind, owner.id, "Old");
    const recent = await addRecord(adviser, kind, owner.id, "Recent");
    const live = await addRecord(adviser, kind, owner.id, "Live");
    for (const r of [old, recent]) {
      expect((await del(adviser, `/api/v1/${kind.path}/${r.id}`)).status).toBe(204);
    }
    const db = t.database.db;
    await db
      .update(record)
      .set({ deletedAt: sql`now() - make_interval(days => 31)` })
      .where(eq(record.id, old.id));
    const others = await db.select().from(record);

    expect(await purgeExpiredRecords(db)).toBe(1);
    const left = await db.select().from(record);
    expect(left).toEqual(others.filter((r) => r.id !== old.id));
    expect((await adviser.get(`/api/v1/${kind.path}/${recent.id}`)).status).toBe(200);
    expect((await adviser.get(`/api/v1/${kind.path}/${live.id}`)).status).toBe(200);
  });
});

describe("rows that belong to a client go with it", () => {
  it("every foreign key to the client table deletes with the client (the spouse link is cleared first)", async () => {
    const result = await t.database.db.execute(sql`
      select c.conname as name, c.conrelid::regclass::text as table, c.confdeltype as action
      from pg_constraint c
      where c.contype = 'f' and c.confrelid = 'client'::regclass
      order by c.conname`);
    const keys = (result as unknown as { rows: { name: string; action: string }[] }).rows;
    expect(keys.length).toBeGreaterThan(0);
    const notCascading = keys.filter((k) => k.action !== "c").map((k) => k.name);
    // "c" is ON DELETE CASCADE. A table holding client data must go with the client, or
    // eraseOrRestrictClient must remove its rows itself and be listed here with why.
    expect(notCascading).toEqual(["client_spouse_same_company_fk"]);
  });
});
