import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company, companyMember, userDeletion } from "#server/db/schema";
import { purgeDeletedUsers } from "#server/features/admin/users/purge-deleted-users";
import { adminEnv, signedInAdmin } from "../../../test/support/admin-steps";
import { signedInAdviser, VALID_COMPANY } from "../../../test/support/company-steps";
import type { HttpClient } from "../../../test/support/http-client";
import { del, patch, subscribedAdviser } from "../../../test/support/record-steps";
import { seedMember } from "../../../test/support/seeded-session";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/*
 * The account holder (company.owner_user_id) follows membership (review F6, ADR 029 amendment):
 * whichever way the holder stops being an owner member of the company, the holding passes to
 * another owner in the same transaction, and the database refuses a company whose holder is not
 * its member. Each way a member leaves is tried on the holder.
 */

let t: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = (await signedInAdmin(t)).client;
});
afterAll(async () => t.close());

/** A practice whose holder made a partner co-owner (the partner accepted an owner's invitation). */
async function heldWithPartner(name: string) {
  const holder = await subscribedAdviser(t, `${name} Holder`);
  const partner = await signedInAdviser(t, `${name} Partner`);
  await seedMember(t, holder.company.id, partner.userId, "owner");
  return { holder, partner, companyId: holder.company.id };
}

async function holderOf(companyId: string) {
  const [row] = await t.database.db
    .select({ holder: company.ownerUserId })
    .from(company)
    .where(eq(company.id, companyId));
  return row?.holder;
}

async function adminView(userId: string) {
  const res = await admin.get(`/api/v1/admin/users/${userId}`);
  expect(res.status).toBe(200);
  return res.json.companyName as string | null;
}

describe("the account holder follows membership", () => {
  it("removed by a co-owner: the co-owner holds the company; the ex-holder may start a practice", async () => {
    const { holder, partner, companyId } = await heldWithPartner("Removed");
    expect((await del(partner.client, `/api/v1/company/members/${holder.userId}`)).status).toBe(
      204,
    );
    expect(await holderOf(companyId)).toBe(partner.userId);
    expect((await partner.client.get("/api/v1/company")).json.owner).toBe(partner.userId);
    expect(await adminView(holder.userId)).toBeNull();
    expect(await adminView(partner.userId)).toBe(holder.company.accountName);
    const fresh = await holder.client.post("/api/v1/company", {
      ...VALID_COMPANY,
      accountName: "Fresh Start Practice",
    });
    expect(fresh.status).toBe(201);
    expect(await adminView(holder.userId)).toBe("Fresh Start Practice");
  });

  it("leaving of their own accord: the holding passes to the other owner", async () => {
    const { holder, partner, companyId } = await heldWithPartner("Leaves");
    expect((await del(holder.client, `/api/v1/company/members/${holder.userId}`)).status).toBe(204);
    expect(await holderOf(companyId)).toBe(partner.userId);
    expect((await holder.client.post("/api/v1/company", VALID_COMPANY)).status).toBe(201);
  });

  it("demoted from owner: the holding passes to an owner; the demoted member stays a member", async () => {
    const { holder, partner, companyId } = await heldWithPartner("Demoted");
    const demoted = await patch(partner.client, `/api/v1/company/members/${holder.userId}`, {
      role: "adviser",
    });
    expect(demoted.status).toBe(204);
    expect(await holderOf(companyId)).toBe(partner.userId);
    const second = await holder.client.post("/api/v1/company", VALID_COMPANY);
    expect([second.status, second.json.code]).toEqual([409, "company/already-exists"]);
  });

  it("deleted by an administrator: held until the purge, which hands the company to an owner", async () => {
    const { holder, partner, companyId } = await heldWithPartner("Deleted");
    const deleted = await admin.request("DELETE", `/api/v1/admin/users/${holder.userId}`, {
      confirmEmail: holder.email,
    });
    expect(deleted.status).toBe(200);
    // Restorable for the retention period: still the member and holder until then.
    expect(await holderOf(companyId)).toBe(holder.userId);
    await t.database.db
      .update(userDeletion)
      .set({ purgeAfter: new Date(Date.now() - 1000) })
      .where(eq(userDeletion.userId, holder.userId));
    expect(await purgeDeletedUsers(t.database.db)).toContain(holder.userId);
    expect(await holderOf(companyId)).toBe(partner.userId);
  });

  it("disabled by an administrator: still a member, so still the holder, and the admin screen says so", async () => {
    const { holder, companyId } = await heldWithPartner("Disabled");
    expect((await admin.post(`/api/v1/admin/users/${holder.userId}/disable`)).status).toBe(200);
    expect(await holderOf(companyId)).toBe(holder.userId);
    expect(await adminView(holder.userId)).toBe(holder.company.accountName);
  });

  it("the database refuses a holder who is not an owner member of the company", async () => {
    const { holder, partner, companyId } = await heldWithPartner("Constraint");
    const outsider = await subscribedAdviser(t, "Constraint Outsider");
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.delete(companyMember).where(eq(companyMember.userId, holder.userId));
      }),
    ).rejects.toThrow();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx
          .update(companyMember)
          .set({ role: "adviser" })
          .where(eq(companyMember.userId, holder.userId));
      }),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(
        sql`update company set owner_user_id = ${outsider.userId} where id = ${companyId}`,
      ),
    ).rejects.toThrow();
    expect(await holderOf(companyId)).toBe(holder.userId);
    // Passing it to another owner in the same transaction is what the member routes do.
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(company)
        .set({ ownerUserId: partner.userId })
        .where(eq(company.id, companyId));
      await tx.delete(companyMember).where(eq(companyMember.userId, holder.userId));
    });
    expect(await holderOf(companyId)).toBe(partner.userId);
  });
});
