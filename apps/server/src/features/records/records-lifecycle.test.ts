import {
  homeLoanRepaymentListResponseSchema,
  homeLoanRepaymentResponseSchema,
  investmentComparisonListResponseSchema,
  investmentComparisonResponseSchema,
  type RecordKind,
  scenarioListResponseSchema,
  scenarioResponseSchema,
  transferDutyListResponseSchema,
  transferDutyResponseSchema,
} from "@adviser-desk/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { HttpClient } from "../../../test/support/http-client";
import {
  addClient,
  addRecord,
  del,
  KINDS,
  put,
  subscribedAdviser,
} from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
let client: HttpClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client } = await subscribedAdviser(t));
});
afterAll(async () => t.close());

const SCHEMAS = {
  scenario: { one: scenarioResponseSchema, list: scenarioListResponseSchema },
  "transfer-duty": { one: transferDutyResponseSchema, list: transferDutyListResponseSchema },
  "home-loan-repayment": {
    one: homeLoanRepaymentResponseSchema,
    list: homeLoanRepaymentListResponseSchema,
  },
  "investment-comparison": {
    one: investmentComparisonResponseSchema,
    list: investmentComparisonListResponseSchema,
  },
} satisfies Record<RecordKind, { one: z.ZodType; list: z.ZodType }>;

describe.each(KINDS)("$path", (kind) => {
  const url = (id: string, action = "") => `/api/v1/${kind.path}/${id}${action}`;
  const schemas = SCHEMAS[kind.kind];
  const save = (record: { id: string; inputs: unknown }, version: number, name: string) =>
    put(client, url(record.id), { version, ...kind.names(name), inputs: record.inputs });

  it("create with only clientId and a name → 201 with the new id, defaults and a server result", async () => {
    const c = await addClient(client);
    const res = await client.post(`/api/v1/${kind.path}`, { clientId: c.id, ...kind.names("New") });
    expect(res.status).toBe(201);
    const record = schemas.one.parse(res.json);
    expect(res.json).toMatchObject({
      clientId: c.id,
      locked: false,
      lockedAt: null,
      deletedAt: null,
      version: 1,
    });
    expect(kind.nameOf(res.json)).toBe("New");
    expect(res.json.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json.createdAtMs).toBe(Date.parse(res.json.createdAt));
    expect(res.json.result).toBeTypeOf("object");
    expect(record).toBeTruthy();
    const read = await client.get(url(res.json.id));
    expect(read.status).toBe(200);
    expect(read.json).toEqual(res.json);
  });

  it("PUT with the version last read saves and bumps the version; a stale one → 409 with the current record", async () => {
    const c = await addClient(client);
    const record = await addRecord(client, kind, c.id, "First");
    const saved = await save(record, 1, "Second");
    expect(saved.status).toBe(200);
    expect(schemas.one.parse(saved.json)).toBeTruthy();
    expect([kind.nameOf(saved.json), saved.json.version]).toEqual(["Second", 2]);
    expect(saved.json.createdAt).toBe(record.createdAt);

    const stale = await save(record, 1, "Other tab");
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe("records/version-conflict");
    expect(stale.json.current).toEqual(saved.json);
    expect((await client.get(url(record.id))).json).toEqual(saved.json);
  });

  it("lock refuses changes (409 records/locked) until an explicit unlock", async () => {
    const c = await addClient(client);
    const record = await addRecord(client, kind, c.id);
    const locked = await client.post(url(record.id, "/lock"), { version: 1 });
    expect(locked.status).toBe(200);
    expect(locked.json).toMatchObject({ locked: true, version: 2 });
    expect(locked.json.lockedAt).not.toBeNull();
    expect(locked.json.result).toEqual(record.result);

    const edit = await save(record, 2, "Changed");
    expect([edit.status, edit.json.code]).toEqual([409, "records/locked"]);
    const remove = await del(client, url(record.id));
    expect([remove.status, remove.json.code]).toEqual([409, "records/locked"]);
    const lockAgain = await client.post(url(record.id, "/lock"));
    expect(lockAgain.json.version).toBe(2);
    const staleLock = await client.post(url(record.id, "/unlock"), { version: 1 });
    expect([staleLock.status, staleLock.json.code]).toEqual([409, "records/version-conflict"]);

    const unlocked = await client.post(url(record.id, "/unlock"));
    expect(unlocked.json).toMatchObject({ locked: false, lockedAt: null, version: 3 });
    expect((await save(record, 3, "Changed")).status).toBe(200);
  });

  it("copy: unlocked, created now, same client and inputs, name + ' (COPY)' — also from a locked record", async () => {
    const c = await addClient(client);
    const record = await addRecord(client, kind, c.id, "Original");
    await client.post(url(record.id, "/lock"));
    const copy = await client.post(url(record.id, "/copy"));
    expect(copy.status).toBe(201);
    expect(copy.json.id).not.toBe(record.id);
    expect(kind.nameOf(copy.json)).toBe("Original (COPY)");
    expect(copy.json).toMatchObject({
      clientId: c.id,
      locked: false,
      lockedAt: null,
      version: 1,
      inputs: record.inputs,
      result: record.result,
    });
    expect(copy.json.createdAtMs).toBeGreaterThanOrEqual(record.createdAtMs);
    const copyOfCopy = await client.post(url(copy.json.id, "/copy"));
    expect(kind.nameOf(copyOfCopy.json)).toBe("Original (COPY) (COPY)");
    expect((await client.get(url(record.id))).json.locked).toBe(true);
  });

  it("delete is soft: gone from the list, shown with deleted=true, restorable; no edits meanwhile", async () => {
    const c = await addClient(client);
    const record = await addRecord(client, kind, c.id);
    expect((await del(client, url(record.id))).status).toBe(204);
    expect((await del(client, url(record.id))).status).toBe(204);

    const list = await client.get(`/api/v1/clients/${c.id}/${kind.path}`);
    expect(list.json.items).toEqual([]);
    const deleted = await client.get(`/api/v1/clients/${c.id}/${kind.path}?deleted=true`);
    expect(deleted.json.items.map((r: { id: string }) => r.id)).toEqual([record.id]);
    const read = await client.get(url(record.id));
    expect(read.json.deletedAt).not.toBeNull();
    for (const attempt of [
      save(record, read.json.version, "X"),
      client.post(url(record.id, "/lock")),
      client.post(url(record.id, "/copy")),
    ]) {
      const res = await attempt;
      expect([res.status, res.json.code]).toEqual([409, "records/deleted"]);
    }

    const restored = await client.post(url(record.id, "/restore"));
    expect(restored.status).toBe(200);
    expect(restored.json.deletedAt).toBeNull();
    expect((await client.get(`/api/v1/clients/${c.id}/${kind.path}`)).json.items).toHaveLength(1);
  });

  it("after 30 days a deleted record cannot be restored: 410 records/restore-expired", async () => {
    const c = await addClient(client);
    const record = await addRecord(client, kind, c.id);
    await del(client, url(record.id));
    await t.database.db.execute(
      sql`update record set deleted_at = now() - interval '31 days' where id = ${record.id}`,
    );
    const res = await client.post(url(record.id, "/restore"));
    expect([res.status, res.json.code]).toEqual([410, "records/restore-expired"]);
    const deleted = await client.get(`/api/v1/clients/${c.id}/${kind.path}?deleted=true`);
    expect(deleted.json.items).toEqual([]);
  });

  it("lists a client's records newest first, without inputs or results; limit applies", async () => {
    const c = await addClient(client);
    const other = await addClient(client, { clientName: "Other" });
    const ids: string[] = [];
    for (const name of ["One", "Two", "Three"])
      ids.push((await addRecord(client, kind, c.id, name)).id);
    await addRecord(client, kind, other.id, "Not this client's");
    // Same instant for two records: the id breaks the tie, so the order is still total.
    await t.database.db.execute(
      sql`update record set created_at = now() - interval '1 day' where id in (${ids[0]}, ${ids[1]})`,
    );
    const res = await client.get(`/api/v1/clients/${c.id}/${kind.path}`);
    expect(res.status).toBe(200);
    const items = schemas.list.parse(res.json) as { items: Record<string, unknown>[] };
    expect(items.items[0]?.id).toBe(ids[2]);
    expect(items.items.slice(1).map((r) => r.id)).toEqual([ids[0], ids[1]].sort().reverse());
    expect(res.json.items[0]).not.toHaveProperty("inputs");
    expect(res.json.items[0]).not.toHaveProperty("result");
    const limited = await client.get(`/api/v1/clients/${c.id}/${kind.path}?limit=2`);
    expect(limited.json.items).toHaveLength(2);
    const tooMany = await client.get(`/api/v1/clients/${c.id}/${kind.path}?limit=1001`);
    expect(tooMany.status).toBe(400);
  });

  it("unknown, malformed or other-kind ids → 404 records/not-found; an unknown client → 404 clients/not-found", async () => {
    const c = await addClient(client);
    const otherKind = KINDS.find((k) => k.kind !== kind.kind) ?? kind;
    const foreign = await addRecord(client, otherKind, c.id);
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", foreign.id]) {
      const res = await client.get(url(id));
      expect([res.status, res.json.code]).toEqual([404, "records/not-found"]);
    }
    const create = await client.post(`/api/v1/${kind.path}`, {
      clientId: "00000000-0000-4000-8000-000000000000",
      ...kind.names("X"),
    });
    expect([create.status, create.json.code]).toEqual([404, "clients/not-found"]);
    const list = await client.get(`/api/v1/clients/nope/${kind.path}`);
    expect([list.status, list.json.code]).toEqual([404, "clients/not-found"]);
  });
});
