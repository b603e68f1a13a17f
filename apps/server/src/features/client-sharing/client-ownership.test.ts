import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company, companyMember, userDeletion } from "#server/db/schema";
import { purgeDeletedUsers } from "#server/features/admin/users/purge-deleted-users";
import { signedInAdviser } from "../../../test/support/company-steps";
import type { HttpClient } from "../../../test/support/http-client";
import {
  addClient,
  addRecord,
  del,
  KINDS,
  patch,
  subscribedAdviser,
} from "../../../test/support/record-steps";
import { seedMember } from "../../../test/support/seeded-session";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/* Client ownership, member removal, account purge and the member audit (ADR 030). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const scenarios = KINDS.find((k) => k.kind === "scenario") ?? KINDS[0];

async function practice(name: string) {
  const owner = await subscribedAdviser(t, `${name} Owner`);
  const adviser = await signedInAdviser(t, `${name} Adviser`);
  const second = await signedInAdviser(t, `${name} Second`);
  await seedMember(t, owner.company.id, adviser.userId, "adviser");
  await seedMember(t, owner.company.id, second.userId, "adviser");
  return { owner, adviser, second };
}

const responsibleOf = async (client: HttpClient, id: string) =>
  (await client.get(`/api/v1/clients/${id}/sharing`)).json.responsibleAdviser?.userId ?? null;

describe("client ownership (ADR 030)", () => {
  it("a new client answers to the adviser who adds it; an assistant's to their adviser, or is refused", async () => {
    const { owner, adviser } = await practice("Create");
    const own = await addClient(adviser.client, { clientName: "Own", clientSurname: "Client" });
    expect(await responsibleOf(owner.client, own.id)).toBe(adviser.userId);
    const assistant = await signedInAdviser(t, "Create Assistant");
    await seedMember(t, owner.company.id, assistant.userId, "assistant");
    const refused = await assistant.client.post("/api/v1/clients", {
      clientName: "No",
      clientSurname: "Adviser",
    });
    expect([refused.status, refused.json.code]).toEqual([409, "clients/no-adviser"]);
    const assigned = await patch(owner.client, `/api/v1/company/members/${assistant.userId}`, {
      role: "assistant",
      assignedAdviserIds: [adviser.userId],
    });
    expect(assigned.status).toBe(204);
    const prepared = await addClient(assistant.client, {
      clientName: "Prep",
      clientSurname: "Ared",
    });
    expect(await responsibleOf(owner.client, prepared.id)).toBe(adviser.userId);
    expect((await adviser.client.get(`/api/v1/clients/${prepared.id}`)).status).toBe(200);
  });

  it("the owner or the responsible adviser hands a client over; only owners and advisers take it", async () => {
    const { owner, adviser, second } = await practice("Hand");
    const client = await addClient(adviser.client, { clientName: "Handed", clientSurname: "Over" });
    // A member of the same practice is told why the client page is closed to them (403).
    expect((await second.client.get(`/api/v1/clients/${client.id}`)).status).toBe(403);
    const readOnly = await signedInAdviser(t, "Hand Reader");
    await seedMember(t, owner.company.id, readOnly.userId, "read-only");
    const toReader = await adviser.client.request(
      "PUT",
      `/api/v1/clients/${client.id}/responsible-adviser`,
      { userId: readOnly.userId },
    );
    expect([toReader.status, toReader.json.code]).toEqual([400, "clients/not-an-adviser"]);
    const handed = await adviser.client.request(
      "PUT",
      `/api/v1/clients/${client.id}/responsible-adviser`,
      { userId: second.userId },
    );
    expect(handed.status).toBe(204);
    expect((await second.client.get(`/api/v1/clients/${client.id}`)).status).toBe(200);
    expect((await adviser.client.get(`/api/v1/clients/${client.id}`)).status).toBe(403);
    const back = await adviser.client.request(
      "PUT",
      `/api/v1/clients/${client.id}/responsible-adviser`,
      { userId: adviser.userId },
    );
    expect(back.status).toBe(404);
  });

  it("removing a member hands their clients to the owner, or to the adviser chosen; nothing is lost", async () => {
    const { owner, adviser, second } = await practice("Remove");
    const first = await addClient(adviser.client, { clientName: "First", clientSurname: "Kept" });
    const record = await addRecord(adviser.client, scenarios, first.id);
    expect(
      (await owner.client.request("PUT", `/api/v1/clients/${first.id}/shares/${second.userId}`))
        .status,
    ).toBe(200);
    const badTarget = await del(
      owner.client,
      `/api/v1/company/members/${adviser.userId}?reassignTo=${adviser.userId}`,
    );
    expect([badTarget.status, badTarget.json.code]).toEqual([400, "members/not-an-adviser"]);
    expect(await responsibleOf(owner.client, first.id)).toBe(adviser.userId);

    expect((await del(owner.client, `/api/v1/company/members/${second.userId}`)).status).toBe(204);
    const sharing = await owner.client.get(`/api/v1/clients/${first.id}/sharing`);
    expect(sharing.json.sharedWith).toEqual([]);

    const third = await signedInAdviser(t, "Remove Third");
    await seedMember(t, owner.company.id, third.userId, "adviser");
    const removed = await del(
      owner.client,
      `/api/v1/company/members/${adviser.userId}?reassignTo=${third.userId}`,
    );
    expect(removed.status).toBe(204);
    expect(await responsibleOf(owner.client, first.id)).toBe(third.userId);
    expect((await third.client.get(`/api/v1/${scenarios.path}/${record.id}`)).status).toBe(200);
  });

  it("removing a member refuses to hand their clients to an assistant or an outsider, and changes nothing", async () => {
    const { owner, adviser, second } = await practice("Refuse");
    const kept = await addClient(adviser.client, { clientName: "Stays", clientSurname: "Put" });
    expect(
      (await owner.client.request("PUT", `/api/v1/clients/${kept.id}/shares/${second.userId}`))
        .status,
    ).toBe(200);
    const assistant = await signedInAdviser(t, "Refuse Assistant");
    await seedMember(t, owner.company.id, assistant.userId, "assistant");
    expect(
      (
        await patch(owner.client, `/api/v1/company/members/${assistant.userId}`, {
          role: "assistant",
          assignedAdviserIds: [adviser.userId],
        })
      ).status,
    ).toBe(204);
    const outsider = await signedInAdviser(t, "Refuse Outsider");
    for (const to of [assistant.userId, outsider.userId, "no-such-user"]) {
      const refused = await del(
        owner.client,
        `/api/v1/company/members/${adviser.userId}?reassignTo=${encodeURIComponent(to)}`,
      );
      expect([refused.status, refused.json.code]).toEqual([400, "members/not-an-adviser"]);
      expect(refused.json.detail ?? refused.json.message).toMatch(/another owner or adviser/);
    }
    expect(await responsibleOf(owner.client, kept.id)).toBe(adviser.userId);
    const sharing = await owner.client.get(`/api/v1/clients/${kept.id}/sharing`);
    expect(sharing.json.sharedWith.map((s: { userId: string }) => s.userId)).toEqual([
      second.userId,
    ]);
    const list = (await owner.client.get("/api/v1/company/members")).json.members as {
      userId: string;
      assignedAdviserIds: string[];
    }[];
    expect(list.map((m) => m.userId)).toContain(adviser.userId);
    expect(list.find((m) => m.userId === assistant.userId)?.assignedAdviserIds).toEqual([
      adviser.userId,
    ]);
    expect((await adviser.client.get(`/api/v1/clients/${kept.id}`)).status).toBe(200);
  });

  it("the retention purge of a company's holder hands the company to another member, not deletes it", async () => {
    const { owner, adviser, second } = await practice("Purge");
    // The heir is the longest-standing adviser: two seeded in a row can share a timestamp on
    // PGlite (then the id decides), so the second one is made to have joined a day later.
    await t.database.db
      .update(companyMember)
      .set({ addedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(companyMember.userId, second.userId));
    const client = await addClient(owner.client, {
      clientName: "Survives",
      clientSurname: "Purge",
    });
    await t.database.db.insert(userDeletion).values({
      userId: owner.userId,
      email: `${owner.userId}@example.co.za`,
      deletedAt: new Date(),
      purgeAfter: new Date(Date.now() - 1000),
      deletedByEmail: "admin@example.co.za",
    });
    expect(await purgeDeletedUsers(t.database.db)).toContain(owner.userId);
    const [held] = await t.database.db
      .select({ holder: company.ownerUserId })
      .from(company)
      .where(eq(company.id, owner.company.id));
    expect(held?.holder).toBe(adviser.userId);
    // The caller state is cached for a few seconds: the new owner's next session sees the change.
    await t.app.callerState.changed(adviser.userId);
    expect((await adviser.client.get("/api/v1/me")).json.role).toBe("owner");
    expect((await adviser.client.get(`/api/v1/clients/${client.id}`)).status).toBe(200);
    expect(await responsibleOf(adviser.client, client.id)).toBe(adviser.userId);
  });

  it("the client timeline says which member created, changed and locked each record", async () => {
    const { owner, adviser } = await practice("Audit");
    const client = await addClient(adviser.client, {
      clientName: "Audited",
      clientSurname: "File",
    });
    const record = await addRecord(adviser.client, scenarios, client.id);
    const locked = await owner.client.post(`/api/v1/${scenarios.path}/${record.id}/lock`);
    expect(locked.status).toBe(200);
    const summary = await owner.client.get(`/api/v1/clients/${client.id}/summary`);
    const byType = Object.fromEntries(
      summary.json.timeline.map((e: { type: string; by: string | null }) => [e.type, e.by]),
    );
    expect(byType).toEqual({ created: "Audit Adviser", locked: "Audit Owner" });
  });
});
