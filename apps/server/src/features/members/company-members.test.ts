import { MEMBER_MESSAGES } from "@adviser-desk/contracts";
import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdviser, VALID_COMPANY } from "../../../test/support/company-steps";
import { del, patch, subscribedAdviser } from "../../../test/support/record-steps";
import { seedMember } from "../../../test/support/seeded-session";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function practice(name: string) {
  const owner = await subscribedAdviser(t, `${name} Owner`);
  const adviser = await signedInAdviser(t, `${name} Adviser`);
  await seedMember(t, owner.company.id, adviser.userId, "adviser");
  return { owner, adviser };
}

describe("company members (ADR 029)", () => {
  it("a one-member company's owner is its only member, role owner, on /me and the list", async () => {
    const owner = await subscribedAdviser(t, "Solo Owner");
    const me = await owner.client.call(accountRoutes.getMe);
    expect(me.json.role).toBe("owner");
    const list = await owner.client.call(practiceRoutes.listMembers);
    expect(list.status).toBe(200);
    expect(
      list.json.members.map((m: { userId: string; role: string }) => [m.userId, m.role]),
    ).toEqual([[owner.userId, "owner"]]);
  });

  it("a member sees the company's profile and clients; a role change applies at once", async () => {
    const { owner, adviser } = await practice("Change");
    expect((await adviser.client.call(practiceRoutes.getCompany)).json.id).toBe(owner.company.id);
    expect((await adviser.client.call(clientRoutes.listClients, { query: {} })).status).toBe(200);
    expect(
      (
        await adviser.client.call(clientRoutes.createClient, {
          body: { clientName: "A", clientSurname: "B" },
        })
      ).status,
    ).toBe(201);
    const changed = await patch(owner.client, `/api/v1/company/members/${adviser.userId}`, {
      role: "read-only",
    });
    expect(changed.status).toBe(204);
    expect((await adviser.client.call(accountRoutes.getMe)).json.role).toBe("read-only");
    const refused = await adviser.client.call(clientRoutes.createClient, {
      body: {
        clientName: "C",
        clientSurname: "D",
      },
    });
    expect([refused.status, refused.problem.code]).toEqual([403, "company/role-forbidden"]);
    expect(refused.problem.detail ?? refused.json.title).toMatch(/Read-only/);
  });

  it("a removed member's session loses the company at once; the company's data stays", async () => {
    const { owner, adviser } = await practice("Removal");
    const client = await adviser.client.call(clientRoutes.createClient, {
      body: {
        clientName: "Kept",
        clientSurname: "Client",
      },
    });
    expect(client.status).toBe(201);
    expect((await adviser.client.call(accountRoutes.getMe)).json.company?.id).toBe(
      owner.company.id,
    );
    expect((await del(owner.client, `/api/v1/company/members/${adviser.userId}`)).status).toBe(204);
    const me = await adviser.client.call(accountRoutes.getMe);
    expect([me.json.company, me.json.role]).toEqual([null, null]);
    const after = await adviser.client.get(`/api/v1/clients/${client.json.id}`);
    expect([after.status, after.problem.code]).toEqual([403, "company/missing"]);
    expect((await owner.client.get(`/api/v1/clients/${client.json.id}`)).status).toBe(200);
  });

  it("the last owner can be neither demoted nor removed; a second owner makes both possible", async () => {
    const { owner, adviser } = await practice("Owners");
    for (const attempt of [
      patch(owner.client, `/api/v1/company/members/${owner.userId}`, { role: "adviser" }),
      del(owner.client, `/api/v1/company/members/${owner.userId}`),
    ]) {
      const result = await attempt;
      expect([
        result.status,
        result.problem.code,
        result.problem.detail ?? result.json.title,
      ]).toEqual([409, "members/last-owner", MEMBER_MESSAGES.lastOwner]);
    }
    expect(
      (await patch(owner.client, `/api/v1/company/members/${adviser.userId}`, { role: "owner" }))
        .status,
    ).toBe(204);
    expect(
      (await patch(adviser.client, `/api/v1/company/members/${owner.userId}`, { role: "adviser" }))
        .status,
    ).toBe(204);
    expect((await owner.client.call(accountRoutes.getMe)).json.role).toBe("adviser");
  });

  it("only advisers or owners of the company can be an assistant's advisers", async () => {
    const { owner, adviser } = await practice("Assist");
    const other = await practice("Elsewhere");
    const assistant = await signedInAdviser(t, "Assist Assistant");
    await seedMember(t, owner.company.id, assistant.userId, "assistant");
    const url = `/api/v1/company/members/${assistant.userId}`;
    const refused = await patch(owner.client, url, {
      role: "assistant",
      assignedAdviserIds: [other.adviser.userId],
    });
    expect([refused.status, refused.problem.code]).toEqual([400, "members/not-an-adviser"]);
    expect(
      (await patch(owner.client, url, { role: "assistant", assignedAdviserIds: [adviser.userId] }))
        .status,
    ).toBe(204);
    const list = await owner.client.call(practiceRoutes.listMembers);
    const row = list.json.members.find((m) => m.userId === assistant.userId);
    expect(row?.assignedAdviserIds).toEqual([adviser.userId]);
  });

  it("a member cannot create a second company: a user belongs to at most one", async () => {
    const { adviser } = await practice("Second");
    const result = await adviser.client.call(practiceRoutes.createCompany, { body: VALID_COMPANY });
    expect([result.status, result.problem.code]).toEqual([409, "company/already-exists"]);
  });

  it("a non-owner cannot change the company profile", async () => {
    const { adviser } = await practice("Profile");
    const result = await patch(adviser.client, "/api/v1/company", { accountName: "Taken over" });
    expect([result.status, result.problem.code]).toEqual([403, "company/role-forbidden"]);
  });
});
