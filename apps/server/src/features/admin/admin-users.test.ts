import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { adminRoutes } from "@adviser-desk/contracts/endpoints/admin-routes";
import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEnv, signedInAdmin } from "../../../test/support/admin-steps";
import { PASSWORD, signIn } from "../../../test/support/auth-steps";
import {
  createCompanyFor,
  signedInAdviser,
  VALID_COMPANY,
} from "../../../test/support/company-steps";
import type { HttpClient } from "../../../test/support/http-client";
import { addClient, patch, subscribedAdviser } from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { purgeDeletedUsers } from "./users/purge-deleted-users";

let t: TestApp;
let admin: HttpClient;
let adminId = "";

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = (await signedInAdmin(t)).client;
  adminId = (await admin.call(accountRoutes.getMe)).json.user.id;
});
afterAll(async () => t.close());

const idOf = async (client: HttpClient) => (await client.call(accountRoutes.getMe)).json.user.id;
const user = (id: string) => ({ params: { id } });
const auditOf = async (userId: string) =>
  (
    await admin.call(adminRoutes.listAuditEntries, {
      query: { targetType: "user", targetId: userId },
    })
  ).json.items;

describe("listing, searching and counting users", () => {
  const tag = `pg${Math.random().toString(36).slice(2, 7)}`;
  beforeAll(async () => {
    // Five advisers whose e-mails share the tag; two have companies, one named for search.
    for (const n of [1, 2, 3, 4, 5]) {
      const { client } = await signedInAdviser(t, `Paging ${n}`, `${tag}.${n}@example.co.za`);
      if (n === 2) await createCompanyFor(client, { accountName: `Zebra ${tag} Wealth` });
      if (n === 4) await createCompanyFor(client, { accountName: "Ordinary Planning" });
    }
  });

  it("pages by page and pageSize in e-mail order, with the total of all pages", async () => {
    const page = (n: number) =>
      admin.call(adminRoutes.listUsers, { query: { q: tag, page: n, pageSize: 2 } });
    const first = await page(1);
    const second = await page(2);
    const third = await page(3);
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(5);
    const emails = [first, second, third].flatMap((r) => r.json.items.map((u) => u.email));
    expect(emails).toEqual([1, 2, 3, 4, 5].map((n) => `${tag}.${n}@example.co.za`));
    expect(third.json.items).toHaveLength(1);
  });

  it("searches company names too, case-insensitively, and shows the company and subscription state", async () => {
    const res = await admin.call(adminRoutes.listUsers, {
      query: { q: `ZEBRA ${tag.toUpperCase()}` },
    });
    expect(res.json.total).toBe(1);
    expect(res.json.items[0]).toMatchObject({
      email: `${tag}.2@example.co.za`,
      companyName: `Zebra ${tag} Wealth`,
      subscriptionState: "none",
      disabled: false,
      admin: false,
    });
  });

  it("treats % and _ in the search as plain characters", async () => {
    expect((await admin.call(adminRoutes.listUsers, { query: { q: "%" } })).json.total).toBe(0);
  });

  it("refuses a bad page or pageSize with a problem naming it", async () => {
    const res = await admin.get("/api/v1/admin/users?page=0");
    expect(res.status).toBe(400);
    expect(res.json.errors[0].path).toBe("page");
    expect((await admin.get("/api/v1/admin/users?pageSize=500")).status).toBe(400);
  });

  it("counts users (spec fetchUserAccountsCount) the same as the unfiltered list's total", async () => {
    const count = await admin.call(adminRoutes.countUsers);
    const list = await admin.call(adminRoutes.listUsers, { query: {} });
    expect(count.json.count).toBe(list.json.total);
    const { client } = await signedInAdviser(t, "One More");
    expect((await admin.call(adminRoutes.countUsers)).json.count).toBe(count.json.count + 1);
    expect(await idOf(client)).toBeTruthy();
  });
});

describe("disabling and enabling", () => {
  it("signs the user out of every session at once, refuses sign-in with a clear message, and is audited", async () => {
    const { client, email } = await signedInAdviser(t, "Dineo Disabled");
    const secondBrowser = t.client();
    expect((await signIn(secondBrowser, email)).status).toBe(200);
    const userId = await idOf(client);
    // Both sessions are cached as verified before the ban.
    expect((await secondBrowser.call(accountRoutes.getMe)).status).toBe(200);

    const res = await admin.call(adminRoutes.disableUser, user(userId));
    expect(res.status).toBe(200);
    expect(res.json.disabled).toBe(true);
    expect((await client.call(accountRoutes.getMe)).status).toBe(401);
    expect((await secondBrowser.call(accountRoutes.getMe)).status).toBe(401);
    const again = await signIn(t.client(), email);
    expect(again.status).toBe(403);
    expect(again.json.message).toMatch(/disabled by an administrator/);

    const listed = await admin.call(adminRoutes.listUsers, {
      query: { q: email, status: "disabled" },
    });
    expect(listed.json.items.map((u) => u.id)).toEqual([userId]);

    expect((await admin.call(adminRoutes.enableUser, user(userId))).json.disabled).toBe(false);
    expect((await signIn(t.client(), email, PASSWORD)).status).toBe(200);
    const entries = await auditOf(userId);
    expect(entries.map((e) => e.action)).toEqual(["user/enable", "user/disable"]);
    expect(entries[1]).toMatchObject({
      before: { disabled: false },
      after: { disabled: true },
      actorEmail: "admin.tests@example.co.za",
    });
  });

  it("an admin cannot disable, delete or demote themselves", async () => {
    const disable = await admin.call(adminRoutes.disableUser, user(adminId));
    expect(disable.status).toBe(409);
    expect(disable.problem.code).toBe("admin/own-account");
    const demote = await admin.call(adminRoutes.updateUser, {
      ...user(adminId),
      body: { admin: false },
    });
    expect(demote.status).toBe(409);
    const me = await admin.call(accountRoutes.getMe);
    expect(me.json.claims.admin).toBe(true);
  });

  it("answers 404 for an unknown user", async () => {
    const res = await admin.call(adminRoutes.disableUser, user("no-such-user"));
    expect(res.status).toBe(404);
    expect(res.problem.code).toBe("admin/user-not-found");
  });
});

describe("editing a user", () => {
  it("edits the company profile with /company's validation, seen at once in the user's /me", async () => {
    const { client } = await signedInAdviser(t, "Edit Me");
    await createCompanyFor(client);
    const userId = await idOf(client);
    expect((await client.call(accountRoutes.getMe)).json.company?.accountName).toBe(
      VALID_COMPANY.accountName,
    );

    const bad = await admin.call(adminRoutes.updateUser, {
      ...user(userId),
      body: { company: { vatNumber: "12" } },
    });
    expect(bad.status).toBe(400);
    // The message has capitals, so it is not the code: the toast shows the detail as written.
    expect(bad.problem.code).toBe("company/invalid-input");
    expect(bad.problem.detail).toBe("VAT number must be 10 characters");

    const ok = await admin.call(adminRoutes.updateUser, {
      ...user(userId),
      body: { company: { accountName: "Renamed by Admin" } },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.company?.accountName).toBe("Renamed by Admin");
    expect((await client.call(accountRoutes.getMe)).json.company?.accountName).toBe(
      "Renamed by Admin",
    );
    const [entry] = await auditOf(userId);
    expect(entry).toMatchObject({
      action: "company/update",
      before: { accountName: VALID_COMPANY.accountName },
      after: { accountName: "Renamed by Admin" },
    });
  });

  it("grants and revokes the admin role, effective on the user's next request", async () => {
    const { client } = await signedInAdviser(t, "Future Admin");
    const userId = await idOf(client);
    const setAdmin = async (grant: boolean) =>
      (await admin.call(adminRoutes.updateUser, { ...user(userId), body: { admin: grant } })).json
        .admin;
    const listStatus = async () => (await client.call(adminRoutes.listUsers, { query: {} })).status;
    expect(await listStatus()).toBe(403);
    expect(await setAdmin(true)).toBe(true);
    expect(await listStatus()).toBe(200);
    expect(await setAdmin(false)).toBe(false);
    expect(await listStatus()).toBe(403);
    const entries = await auditOf(userId);
    expect(entries.map((e) => e.action)).toEqual(["user/revoke-admin", "user/grant-admin"]);
    // Each entry says whose account it was, though the change itself names no e-mail.
    const email = (await client.call(accountRoutes.getMe)).json.user.email;
    expect(entries.map((e) => e.targetEmail)).toEqual([email, email]);
  });

  it("refuses unknown fields and a company edit for a user without a company", async () => {
    const { client } = await signedInAdviser(t, "No Company");
    const userId = await idOf(client);
    expect((await patch(admin, `/api/v1/admin/users/${userId}`, { role: "admin" })).status).toBe(
      400,
    );
    const res = await admin.call(adminRoutes.updateUser, {
      ...user(userId),
      body: { company: { accountName: "X" } },
    });
    expect(res.status).toBe(404);
    expect(res.problem.code).toBe("admin/company-missing");
  });
});

describe("deleting a user (ADR 015: soft delete, 30 days' retention, then purge)", () => {
  it("needs the user's e-mail typed; a mismatch deletes nothing", async () => {
    const { client } = await signedInAdviser(t, "Wrong Confirm");
    const userId = await idOf(client);
    const res = await admin.call(adminRoutes.deleteUser, {
      ...user(userId),
      body: { confirmEmail: "someone.else@example.co.za" },
    });
    expect(res.status).toBe(400);
    expect(res.problem.code).toBe("admin/confirmation-mismatch");
    expect((await client.call(accountRoutes.getMe)).status).toBe(200);
  });

  it("signs out, hides from the list, keeps the data for the retention period, can be undone", async () => {
    const { client, email, company } = await subscribedAdviser(t, "Gone Soon");
    const clientRow = await addClient(client, { clientName: "Kept", clientSurname: "Safe" });
    const userId = await idOf(client);
    const res = await admin.call(adminRoutes.deleteUser, {
      ...user(userId),
      body: { confirmEmail: email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    const { purgeAfter = "", deletedAt = "" } = res.json.deletion ?? {};
    const days = (Date.parse(purgeAfter) - Date.parse(deletedAt)) / 86_400_000;
    expect(days).toBe(30);
    // The session ended says "deleted", and so does the sign-in: not "disabled", which would
    // promise that enabling is the way back (review B3-4).
    const ended = await client.call(accountRoutes.getMe);
    expect([ended.status, ended.problem.code]).toEqual([401, "auth/account-deleted"]);
    const refused = await signIn(t.client(), email);
    expect([refused.status, refused.json.code]).toEqual([403, "ACCOUNT_DELETED"]);
    expect(refused.json.message).toMatch(/deleted by an administrator.*restored within 30 days/);
    expect(refused.json.message).not.toMatch(/disabled|enabled/);
    expect((await admin.call(adminRoutes.listUsers, { query: { q: email } })).json.total).toBe(0);
    const deleted = await admin.call(adminRoutes.listUsers, {
      query: { q: email, status: "deleted" },
    });
    expect(deleted.json.total).toBe(1);
    const again = await admin.call(adminRoutes.deleteUser, {
      ...user(userId),
      body: { confirmEmail: email },
    });
    expect(again.status).toBe(409);

    // A deleted user's profile and company change no more until restored (review B3-4).
    const companyBefore = (await admin.call(adminRoutes.getUser, user(userId))).json.company;
    for (const patch of [
      { name: "Renamed While Deleted" },
      { admin: true },
      { company: { accountName: "Changed While Deleted", version: companyBefore?.version } },
    ]) {
      const refused = await admin.call(adminRoutes.updateUser, { ...user(userId), body: patch });
      expect([refused.status, refused.problem.code]).toEqual([409, "admin/user-deleted"]);
    }
    // Enabling would let them sign in while deleted, disabling would relabel them "disabled".
    for (const route of [adminRoutes.enableUser, adminRoutes.disableUser]) {
      const refused = await admin.call(route, user(userId));
      expect([refused.status, refused.problem.code]).toEqual([409, "admin/user-deleted"]);
    }
    expect((await signIn(t.client(), email)).json.code).toBe("ACCOUNT_DELETED");
    const unchanged = (await admin.call(adminRoutes.getUser, user(userId))).json;
    expect(unchanged.company).toEqual(companyBefore);
    expect(unchanged.name).toBe("Gone Soon");

    // Nothing was removed: a purge before the period ends leaves everything.
    expect(await purgeDeletedUsers(t.database.db, new Date(Date.now() + 29 * 86_400_000))).toEqual(
      [],
    );
    expect((await admin.call(adminRoutes.restoreUser, user(userId))).json.deletion).toBeNull();
    expect((await signIn(client, email)).status).toBe(200);
    const kept = await client.call(clientRoutes.getClient, { params: { id: clientRow.id } });
    expect(kept.json.clientName).toBe("Kept");
    expect((await client.call(practiceRoutes.getCompany)).json.id).toBe(company.id);
    expect((await auditOf(userId)).map((e) => e.action)).toEqual(["user/restore", "user/delete"]);
  });

  it("after the retention period the purge removes the user and their company's data, and says so in the audit", async () => {
    const { client, email } = await subscribedAdviser(t, "Purged Later");
    await addClient(client);
    const userId = await idOf(client);
    const removed = await admin.call(adminRoutes.deleteUser, {
      ...user(userId),
      body: { confirmEmail: email },
    });
    expect(removed.status).toBe(200);
    const purged = await purgeDeletedUsers(t.database.db, new Date(Date.now() + 31 * 86_400_000));
    expect(purged).toEqual([userId]);
    expect((await admin.call(adminRoutes.getUser, user(userId))).status).toBe(404);
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from company where owner_user_id = ${userId}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    const [entry] = await auditOf(userId);
    expect(entry).toMatchObject({ action: "user/purge", before: { email } });
  });

  it("an admin cannot delete their own account", async () => {
    const res = await admin.call(adminRoutes.deleteUser, {
      ...user(adminId),
      body: { confirmEmail: "admin.tests@example.co.za" },
    });
    expect(res.status).toBe(409);
  });
});

describe("overview", () => {
  it("counts users, companies and trials; a new trial adds one", async () => {
    const before = (await admin.call(adminRoutes.adminOverview)).json;
    await subscribedAdviser(t, "Trial Counter");
    const after = (await admin.call(adminRoutes.adminOverview)).json;
    expect(after.users).toBe(before.users + 1);
    expect(after.companies).toBe(before.companies + 1);
    expect(after.trials).toBe(before.trials + 1);
    expect(after.activeSubscriptions).toBe(before.activeSubscriptions);
  });
});
