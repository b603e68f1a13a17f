import { addYears, isoDateInSouthAfrica, nextDay } from "@adviser-desk/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  advicePack,
  auditEntry,
  client as clientTable,
  company,
  record,
  user,
  userDeletion,
} from "#server/db/schema";
import { purgeDeletedUsers } from "#server/features/admin/users/purge-deleted-users";
import type { HttpClient } from "../../../test/support/http-client";
import {
  addClient,
  addRecord,
  del,
  KINDS,
  patch,
  subscribedAdviser,
} from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { erasureReference } from "./erase/erasure-reference";
import { purgeExpiredClients } from "./erase/purge-expired-clients";
import { purgeExpiredRecords } from "./erase/purge-expired-records";

/*
 * Retention before erasure (ADR 050): a client with a record of advice issued in the last five
 * years (or whose service ended in them) is restricted, never destroyed — by the erase route,
 * the purge of deleted clients, the purge of deleted records or the account purge — and erased
 * the day after the period ends.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const YEAR_MS = 365.25 * 86_400_000;
const yearsAgo = (years: number, now = new Date()) => new Date(now.getTime() - years * YEAR_MS);

/** A record of advice issued to the client at `issuedAt` (the stored row the pack route writes). */
async function issuedAdvice(companyId: string, clientId: string, issuedAt: Date) {
  await t.database.db.insert(advicePack).values({
    companyId,
    clientId,
    issuedByName: "Lerato Mokoena",
    issuedAt,
    sha256: "0".repeat(64),
    pages: 1,
    records: [],
    pdf: Buffer.from("%PDF-1.7 test"),
  });
}

/** A client with a record of each kind and a spouse, advised `adviceYearsAgo` years ago (or never). */
async function advisedClient(
  adviser: HttpClient,
  companyId: string,
  adviceYearsAgo: number | null,
  surname = "Dlamini",
) {
  const spouse = await addClient(adviser, { clientName: "Sipho", clientSurname: surname });
  const client = await addClient(adviser, {
    clientName: "Lindiwe",
    clientSurname: surname,
    maritalStatus: "married",
    spouseClientId: spouse.id,
  });
  for (const kind of KINDS) await addRecord(adviser, kind, client.id);
  const advisedAt = adviceYearsAgo === null ? null : yearsAgo(adviceYearsAgo);
  if (advisedAt) await issuedAdvice(companyId, client.id, advisedAt);
  return { client, spouse, advisedAt };
}

/** Everything held about the company's clients: compared before and after. */
async function rowsOf(companyId: string) {
  const db = t.database.db;
  return {
    clients: await db
      .select()
      .from(clientTable)
      .where(eq(clientTable.companyId, companyId))
      .orderBy(clientTable.id),
    records: await db
      .select()
      .from(record)
      .where(eq(record.companyId, companyId))
      .orderBy(record.id),
    packs: await db
      .select({ id: advicePack.id })
      .from(advicePack)
      .where(eq(advicePack.companyId, companyId)),
  };
}

const erase = (adviser: HttpClient, id: string, confirmName = "Lindiwe Dlamini") =>
  adviser.post(`/api/v1/clients/${id}/erase`, { confirmName, reason: "client-request" });

const listed = async (adviser: HttpClient, query = "") =>
  (await adviser.get(`/api/v1/clients?limit=200${query}`)).json.items.map(
    (c: { id: string }) => c.id,
  );

const auditOf = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(auditEntry)
    .where(and(eq(auditEntry.action, action), eq(auditEntry.targetId, targetId)));

describe("an erase request inside the FAIS period restricts the client", () => {
  it("says so beforehand, restricts instead of erasing, hides the client and keeps everything", async () => {
    const { client: adviser, company: own } = await subscribedAdviser(t);
    const { client, spouse, advisedAt } = await advisedClient(adviser, own.id, 2);
    const keptUntil = addYears(isoDateInSouthAfrica(advisedAt as Date), 5);

    const told = await adviser.get(`/api/v1/clients/${client.id}/retention`);
    expect(told.json).toEqual({
      lastAdviceOn: isoDateInSouthAfrica(advisedAt as Date),
      serviceEndedOn: null,
      eraseWould: "restrict",
      keptUntil,
      restrictedAt: null,
      linkedSpouse: { id: spouse.id, name: "Sipho Dlamini" },
    });
    const before = await rowsOf(own.id);

    const done = await erase(adviser, client.id);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({
      outcome: "restricted",
      keptUntil,
      reference: erasureReference(client.id),
    });

    const after = await rowsOf(own.id);
    expect(after.records).toEqual(before.records);
    expect(after.packs).toEqual(before.packs);
    expect(after.clients.map((c) => c.id)).toEqual(before.clients.map((c) => c.id));
    const shown = await adviser.get(`/api/v1/clients/${client.id}`);
    expect(shown.json).toMatchObject({
      restrictedAt: done.json.restrictedAt,
      eraseAfter: keptUntil,
      spouseClientId: spouse.id,
    });
    const [restricted] = await auditOf("client/restrict", client.id);
    expect(restricted).toMatchObject({
      before: { reason: "client-request" },
      after: { keptUntil },
    });

    // Hidden from every list but its own; still exportable for the regulator.
    expect(await listed(adviser)).not.toContain(client.id);
    expect(await listed(adviser, "&deleted=true")).not.toContain(client.id);
    expect(await listed(adviser, "&filter=restricted")).toEqual([client.id]);
    expect((await adviser.getBytes(`/api/v1/clients/${client.id}/export.zip`)).status).toBe(200);

    // Read-only: the erase again, edits, records, packs and reviews are refused; nothing changes.
    const kept = await rowsOf(own.id);
    const kind = KINDS[0];
    const aRecord = kept.records.find((r) => r.clientId === client.id && r.kind === kind.kind);
    const refusals = [
      await erase(adviser, client.id),
      await patch(adviser, `/api/v1/clients/${client.id}`, { notes: "changed" }),
      await patch(adviser, `/api/v1/clients/${client.id}`, { serviceEndedOn: "2020-01-01" }),
      await del(adviser, `/api/v1/clients/${client.id}`),
      await adviser.post(`/api/v1/clients/${client.id}/review`),
      await adviser.post(`/api/v1/${kind.path}`, {
        clientId: client.id,
        ...kind.names("New"),
      }),
      await del(adviser, `/api/v1/${kind.path}/${aRecord?.id}`),
      await adviser.post(`/api/v1/${kind.path}/${aRecord?.id}/lock`),
    ];
    for (const refused of refusals) {
      expect([refused.status, refused.json.code]).toEqual([409, "clients/restricted"]);
      expect(refused.json.detail).toMatch(/restricted/);
    }
    expect(await rowsOf(own.id)).toEqual(kept);
    // The spouse is not restricted and stays editable.
    expect((await patch(adviser, `/api/v1/clients/${spouse.id}`, { notes: "ok" })).status).toBe(
      200,
    );
  }, 120_000);

  it("counts five years from the end of service when that is later than the last advice", async () => {
    const { client: adviser, company: own } = await subscribedAdviser(t);
    const { client } = await advisedClient(adviser, own.id, 6);
    expect((await adviser.get(`/api/v1/clients/${client.id}/retention`)).json).toMatchObject({
      eraseWould: "erase",
      keptUntil: null,
    });
    const ended = isoDateInSouthAfrica(yearsAgo(1));
    const set = await patch(adviser, `/api/v1/clients/${client.id}`, { serviceEndedOn: ended });
    expect([set.status, set.json.serviceEndedOn]).toEqual([200, ended]);
    expect((await adviser.get(`/api/v1/clients/${client.id}/retention`)).json).toMatchObject({
      eraseWould: "restrict",
      keptUntil: addYears(ended, 5),
    });
    const bad = await patch(adviser, `/api/v1/clients/${client.id}`, { serviceEndedOn: "1 May" });
    expect(bad.status).toBe(400);
  });

  it("erases at once a client never advised, or advised more than five years ago", async () => {
    const { client: adviser, company: own } = await subscribedAdviser(t);
    for (const yearsBack of [null, 5.2]) {
      const { client, spouse } = await advisedClient(adviser, own.id, yearsBack, `N${yearsBack}`);
      const done = await erase(adviser, client.id, `Lindiwe N${yearsBack}`);
      expect([done.status, done.json.outcome]).toEqual([200, "erased"]);
      expect((await adviser.get(`/api/v1/clients/${client.id}`)).status).toBe(404);
      expect((await adviser.get(`/api/v1/clients/${spouse.id}`)).json.spouseClientId).toBeNull();
    }
  });
});

describe("the purges follow the same rule", () => {
  const deletedAgo = (id: string, days: number) =>
    t.database.db
      .update(clientTable)
      .set({ deletedAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(clientTable.id, id));

  it("a deleted client with advice inside the period is restricted, then erased the day after it ends", async () => {
    const { client: adviser, company: own } = await subscribedAdviser(t);
    const kept = await advisedClient(adviser, own.id, 3, "Kept");
    const gone = await advisedClient(adviser, own.id, null, "Gone");
    for (const { client } of [kept, gone]) {
      expect((await del(adviser, `/api/v1/clients/${client.id}`)).status).toBe(204);
      await deletedAgo(client.id, 31);
    }
    const db = t.database.db;
    const now = new Date();
    const keptUntil = addYears(isoDateInSouthAfrica(kept.advisedAt as Date), 5);

    expect(await purgeExpiredClients(db, now)).toEqual({ erased: 1, restricted: 1 });
    expect(await purgeExpiredClients(db, now)).toEqual({ erased: 0, restricted: 0 });
    expect((await adviser.get(`/api/v1/clients/${gone.client.id}`)).status).toBe(404);
    const restricted = await adviser.get(`/api/v1/clients/${kept.client.id}`);
    expect(restricted.json).toMatchObject({ eraseAfter: keptUntil });
    expect(restricted.json.restrictedAt).not.toBeNull();
    expect(await listed(adviser, "&deleted=true")).not.toContain(kept.client.id);
    // Its restore window has ended, so restoring is refused (and would be a change besides).
    const restore = await adviser.post(`/api/v1/clients/${kept.client.id}/restore`);
    expect([restore.status, restore.json.code]).toEqual([410, "clients/restore-expired"]);
    const [entry] = await auditOf("client/restrict", kept.client.id);
    expect(entry).toMatchObject({ actorUserId: null, before: { reason: "restore-window-ended" } });

    // On the last day kept it stays; the day after, the purge erases it.
    const lastDay = new Date(`${keptUntil}T21:00:00Z`);
    expect(await purgeExpiredClients(db, lastDay)).toEqual({ erased: 0, restricted: 0 });
    const dayAfter = new Date(`${nextDay(keptUntil)}T08:00:00Z`);
    const beforeErase = await rowsOf(own.id);
    expect(await purgeExpiredClients(db, dayAfter)).toEqual({ erased: 1, restricted: 0 });
    const afterErase = await rowsOf(own.id);
    expect(afterErase.clients.map((c) => c.id)).toEqual(
      beforeErase.clients.map((c) => c.id).filter((id) => id !== kept.client.id),
    );
    expect(afterErase.records.some((r) => r.clientId === kept.client.id)).toBe(false);
    const [erased] = await auditOf("client/erase", erasureReference(kept.client.id));
    expect(erased).toMatchObject({ before: { reason: "retention-period-ended" } });
    // Its earlier entries now name only the reference.
    expect(await auditOf("client/restrict", kept.client.id)).toEqual([]);
  });

  it("records deleted one by one stay while their client's period runs", async () => {
    const { client: adviser, company: own } = await subscribedAdviser(t);
    const advised = await advisedClient(adviser, own.id, 1, "Advised");
    const never = await advisedClient(adviser, own.id, null, "Never");
    const kind = KINDS[1];
    const db = t.database.db;
    const deletedOf = async (clientId: string) => {
      const [one] = await db
        .select({ id: record.id })
        .from(record)
        .where(and(eq(record.clientId, clientId), eq(record.kind, kind.kind)));
      if (!one) throw new Error("no record");
      expect((await del(adviser, `/api/v1/${kind.path}/${one.id}`)).status).toBe(204);
      await db
        .update(record)
        .set({ deletedAt: sql`now() - make_interval(days => 31)` })
        .where(eq(record.id, one.id));
      return one.id;
    };
    const keptRecord = await deletedOf(advised.client.id);
    const goneRecord = await deletedOf(never.client.id);

    expect(await purgeExpiredRecords(db)).toBe(1);
    const left = (await rowsOf(own.id)).records.map((r) => r.id);
    expect(left).toContain(keptRecord);
    expect(left).not.toContain(goneRecord);
    // Six years on, it may go.
    expect(await purgeExpiredRecords(db, new Date(Date.now() + 6 * YEAR_MS))).toBe(1);
    expect((await rowsOf(own.id)).records.map((r) => r.id)).not.toContain(keptRecord);
  });

  it("the account purge erases what may go, restricts the rest and waits for it", async () => {
    const { client: adviser, company: own, userId, email } = await subscribedAdviser(t);
    const kept = await advisedClient(adviser, own.id, 4, "Held");
    const gone = await advisedClient(adviser, own.id, null, "Free");
    const db = t.database.db;
    const now = new Date();
    await db.insert(userDeletion).values({
      userId,
      email,
      deletedAt: yearsAgo(0.2, now),
      purgeAfter: yearsAgo(0.1, now),
      deletedByEmail: "admin@example.co.za",
    });
    const keptUntil = addYears(isoDateInSouthAfrica(kept.advisedAt as Date), 5);

    expect(await purgeDeletedUsers(db, now)).toEqual([]);
    const left = await rowsOf(own.id);
    // Only the advised client stays (its spouse was never advised: erased, the link cleared).
    expect(left.clients.map((c) => c.id)).toEqual([kept.client.id]);
    expect(left.clients[0]).toMatchObject({ eraseAfter: keptUntil, spouseClientId: null });
    expect(left.records.every((r) => r.clientId === kept.client.id)).toBe(true);
    expect(left.records).toHaveLength(KINDS.length);
    const [deferred] = await db.select().from(userDeletion).where(eq(userDeletion.userId, userId));
    expect(deferred?.purgeAfter.toISOString()).toBe(
      new Date(`${nextDay(keptUntil)}T00:00:00+02:00`).toISOString(),
    );
    expect(await auditOf("client/erase", erasureReference(gone.client.id))).toHaveLength(1);

    // When the period has ended, the purge erases the last client and removes the account.
    const later = new Date(`${nextDay(keptUntil)}T08:00:00Z`);
    expect(await purgeDeletedUsers(db, later)).toEqual([userId]);
    expect(await db.select().from(company).where(eq(company.id, own.id))).toEqual([]);
    expect(await db.select().from(user).where(eq(user.id, userId))).toEqual([]);
    expect(await auditOf("client/erase", erasureReference(kept.client.id))).toHaveLength(1);
  });
});

describe("a restricted client's records and shares refuse writes in the database itself", () => {
  it("an UPDATE that bypasses every route is refused with the restricted code", async () => {
    const { client: adviser, company: own } = await subscribedAdviser(t);
    const { client } = await advisedClient(adviser, own.id, 1, "Direct");
    expect((await erase(adviser, client.id, "Lindiwe Direct")).json.outcome).toBe("restricted");
    const db = t.database.db;
    await expect(
      db.update(record).set({ name: "changed" }).where(eq(record.clientId, client.id)),
    ).rejects.toMatchObject({ cause: { code: "AD409" } });
    await expect(
      db.update(clientTable).set({ notes: "changed" }).where(eq(clientTable.id, client.id)),
    ).rejects.toMatchObject({ cause: { code: "AD409" } });
  });
});
