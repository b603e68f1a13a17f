import { INVITATION_MESSAGES } from "@adviser-desk/contracts";
import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdviser } from "../../../test/support/company-steps";
import type { BodyOf, HttpClient } from "../../../test/support/http-client";
import { del, subscribedAdviser } from "../../../test/support/record-steps";
import { seedMember } from "../../../test/support/seeded-session";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Sends an invitation and returns the token from the e-mail's link. */
async function invite(
  owner: HttpClient,
  email: string,
  role: BodyOf<"inviteMember">["role"] = "assistant",
  more: Record<string, unknown> = {},
) {
  const sent = await owner.call(practiceRoutes.inviteMember, { body: { email, role, ...more } });
  expect(sent.status, JSON.stringify(sent.json)).toBe(201);
  const mail = await t.mail.waitFor(email, /invites you to/i);
  const link = mail.body.match(/https?:\/\/[^\s"<>]+invitations\/accept\?token=[^\s"<>]+/g)?.at(-1);
  if (!link) throw new Error("no invitation link in the e-mail");
  return { id: sent.json.id as string, token: new URL(link).searchParams.get("token") ?? "" };
}

const accept = (client: HttpClient, token: string) =>
  client.call(practiceRoutes.acceptInvitation, { body: { token } });

async function membersOf(owner: HttpClient) {
  const list = await owner.call(practiceRoutes.listMembers);
  return list.json.members.map((m: { email: string; role: string }) => [m.email, m.role]);
}

describe("invitations (ADR 029)", () => {
  it("the owner invites; the invitee signed in with that address joins in the role, once", async () => {
    const owner = await subscribedAdviser(t, "Invite Owner");
    const invitee = await signedInAdviser(t, "Invited Assistant");
    const { token } = await invite(owner.client, invitee.email);
    const pending = await owner.client.call(practiceRoutes.listInvitations);
    expect(pending.json.invitations.map((i: { email: string }) => i.email)).toEqual([
      invitee.email,
    ]);
    const joined = await accept(invitee.client, token);
    expect([joined.status, joined.json]).toEqual([
      200,
      { companyId: owner.company.id, role: "assistant" },
    ]);
    const me = await invitee.client.call(accountRoutes.getMe);
    expect([me.json.company?.id, me.json.role]).toEqual([owner.company.id, "assistant"]);
    expect(await membersOf(owner.client)).toContainEqual([invitee.email, "assistant"]);
    expect((await owner.client.call(practiceRoutes.listInvitations)).json.invitations).toEqual([]);
    const reused = await accept(invitee.client, token);
    expect([reused.status, reused.problem.code]).toEqual([404, "invitations/invalid"]);
  });

  it("an assistant's invitation says for whom they prepare: by default the inviting owner (review N4)", async () => {
    const owner = await subscribedAdviser(t, "Prepares Owner");
    const adviser = await signedInAdviser(t, "Prepares Adviser");
    await seedMember(t, owner.company.id, adviser.userId, "adviser");
    const byDefault = await signedInAdviser(t, "Prepares Default");
    await accept(byDefault.client, (await invite(owner.client, byDefault.email)).token);
    const chosen = await signedInAdviser(t, "Prepares Chosen");
    const sent = await invite(owner.client, chosen.email, "assistant", {
      assignedAdviserIds: [adviser.userId],
    });
    await accept(chosen.client, sent.token);
    const members = (await owner.client.call(practiceRoutes.listMembers)).json.members as {
      userId: string;
      assignedAdviserIds: string[];
    }[];
    const of = (userId: string) => members.find((m) => m.userId === userId)?.assignedAdviserIds;
    expect(of(byDefault.userId)).toEqual([owner.userId]);
    expect(of(chosen.userId)).toEqual([adviser.userId]);
    // Only the company's owners and advisers can be prepared for.
    const outsider = await subscribedAdviser(t, "Prepares Outsider");
    const refused = await owner.client.call(practiceRoutes.inviteMember, {
      body: {
        email: "someone.new@example.co.za",
        role: "assistant",
        assignedAdviserIds: [outsider.userId],
      },
    });
    expect([refused.status, refused.problem.code]).toEqual([400, "members/not-an-adviser"]);
  });

  it("the link's preview names the company, role and address, and dies with the link", async () => {
    const owner = await subscribedAdviser(t, "Preview Owner");
    const invitee = await signedInAdviser(t, "Preview Invitee");
    const stranger = await signedInAdviser(t, "Preview Stranger");
    const { token } = await invite(owner.client, invitee.email, "read-only");
    const preview = (client: HttpClient, value: string) =>
      client.call(practiceRoutes.previewInvitation, { body: { token: value } });
    const seen = await preview(invitee.client, token);
    expect([seen.status, seen.json]).toEqual([
      200,
      {
        companyName: owner.company.accountName,
        inviterName: "Preview Owner",
        role: "read-only",
        email: invitee.email.toLowerCase(),
        expiresAt: expect.any(String),
        forYou: true,
      },
    ]);
    // Anyone else holding the link (forwarded, leaked) learns nothing: not the practice, the
    // inviter, the role or the invited address (review F4).
    const other = await preview(stranger.client, token);
    expect([other.status, other.json]).toEqual([200, { forYou: false }]);
    expect((await preview(invitee.client, `${token}x`)).status).toBe(404);
    expect((await accept(invitee.client, token)).status).toBe(200);
    const used = await preview(invitee.client, token);
    expect([used.status, used.problem.code]).toEqual([404, "invitations/invalid"]);
  });

  it("forged, revoked, replaced and other-address tokens change nothing", async () => {
    const owner = await subscribedAdviser(t, "Guard Owner");
    const invitee = await signedInAdviser(t, "Guard Invitee");
    const stranger = await signedInAdviser(t, "Guard Stranger");
    const first = await invite(owner.client, invitee.email, "adviser");
    const second = await invite(owner.client, invitee.email, "read-only");
    for (const token of ["forged", `${second.token}x`, first.token]) {
      const result = await accept(invitee.client, token);
      expect([result.status, result.problem.detail ?? result.problem.title]).toEqual([
        404,
        INVITATION_MESSAGES.invalid,
      ]);
    }
    const other = await accept(stranger.client, second.token);
    expect([other.status, other.problem.code]).toEqual([403, "invitations/other-email"]);
    expect((await stranger.client.call(accountRoutes.getMe)).json.company).toBeNull();
    expect((await del(owner.client, `/api/v1/company/invitations/${second.id}`)).status).toBe(204);
    const revoked = await accept(invitee.client, second.token);
    expect(revoked.status).toBe(404);
    expect((await invitee.client.call(accountRoutes.getMe)).json.company).toBeNull();
    expect(await membersOf(owner.client)).toEqual([[expect.any(String), "owner"]]);
  });

  it("joining is refused to someone who already belongs to a company; the invitation stays", async () => {
    const owner = await subscribedAdviser(t, "Busy Owner");
    const otherOwner = await subscribedAdviser(t, "Other Owner");
    const { token } = await invite(owner.client, otherOwner.email, "adviser");
    const result = await accept(otherOwner.client, token);
    expect([result.status, result.problem.detail ?? result.problem.title]).toEqual([
      409,
      INVITATION_MESSAGES.alreadyMember,
    ]);
    expect((await otherOwner.client.call(accountRoutes.getMe)).json.company?.id).toBe(
      otherOwner.company.id,
    );
    expect((await owner.client.call(practiceRoutes.listInvitations)).json.invitations).toHaveLength(
      1,
    );
  });

  it("two raced accepts of two companies' invitations join exactly one", async () => {
    const ownerA = await subscribedAdviser(t, "Race A");
    const ownerB = await subscribedAdviser(t, "Race B");
    const invitee = await signedInAdviser(t, "Race Invitee");
    const a = await invite(ownerA.client, invitee.email);
    const b = await invite(ownerB.client, invitee.email);
    const results = await Promise.all([
      accept(invitee.client, a.token),
      accept(invitee.client, b.token),
      accept(invitee.client, a.token),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const inA = (await membersOf(ownerA.client)).length - 1;
    const inB = (await membersOf(ownerB.client)).length - 1;
    expect(inA + inB).toBe(1);
  });

  it("inviting an existing member is refused; members of other roles cannot invite", async () => {
    const owner = await subscribedAdviser(t, "Roles Owner");
    const self = await owner.client.call(practiceRoutes.inviteMember, {
      body: {
        email: owner.email,
        role: "adviser",
      },
    });
    expect([self.status, self.problem.code]).toEqual([409, "invitations/already-member"]);
    const adviser = await signedInAdviser(t, "Roles Adviser");
    const { token } = await invite(owner.client, adviser.email, "adviser");
    expect((await accept(adviser.client, token)).status).toBe(200);
    const refused = await adviser.client.call(practiceRoutes.inviteMember, {
      body: {
        email: "x@example.co.za",
        role: "owner",
      },
    });
    expect([refused.status, refused.problem.code]).toEqual([403, "company/role-forbidden"]);
  });

  it("a bad address or role is a 400 and sends nothing", async () => {
    const owner = await subscribedAdviser(t, "Bad Owner");
    for (const body of [
      { email: "not-an-address", role: "adviser" },
      { email: "ok@example.co.za", role: "boss" },
    ]) {
      expect((await owner.client.post("/api/v1/company/invitations", body)).status).toBe(400);
    }
    expect((await owner.client.call(practiceRoutes.listInvitations)).json.invitations).toEqual([]);
  });
});
