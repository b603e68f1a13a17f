import {
  CAPABILITIES_BY_SETTING,
  type Capability,
  type MemberRole,
  memberRoles,
  RESPONSIBLE_ADVISER_ONLY,
  roleMay,
} from "@adviser-desk/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiAccess } from "#server/tenancy/caller";
import { SIMULATOR_ENV } from "./support/billing-steps";
import { signedInAdviser } from "./support/company-steps";
import type { HttpClient, HttpResult } from "./support/http-client";
import { addClient, addRecord, KINDS, subscribedAdviser } from "./support/record-steps";
import { seedMember } from "./support/seeded-session";
import { createTestApp, type TestApp } from "./support/test-app";

/*
 * The role × route matrix (ADR 029), generated from the registered routes: every company and
 * subscriber route, and every route that declares `needs`, is called by every role of the
 * company (the answer is 403 `company/role-forbidden` exactly when the capability table says
 * the role may not) and by every role of another company with the first company's ids (403
 * where the role may not, otherwise a refusal: 404, or 400 for the empty body, which is checked
 * before the id; tenant-isolation.test.ts sends valid bodies and proves the 404). The first
 * company's data reads the same afterwards.
 */

let t: TestApp;
const ANY_ID = "00000000-0000-4000-8000-000000000000";
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface Route {
  key: string;
  method: Method;
  url: string;
  access: ApiAccess | undefined;
  needs: Capability | undefined;
}

const membersOf = {
  a: {} as Record<MemberRole, HttpClient>,
  b: {} as Record<MemberRole, HttpClient>,
};
const ids = { company: "", client: "", adviser: "", records: {} as Record<string, string> };

const routes = (): Route[] =>
  t.app.apiRoutes.map((route) => ({
    key: `${route.method} ${route.url}`,
    method: route.method as Method,
    url: route.url,
    access: route.operation?.access,
    needs: route.operation?.needs,
  }));

const roleRoutes = () =>
  routes().filter(
    (route) => route.access === "company" || route.access === "subscriber" || route.needs,
  );

/** The route's URL with company A's ids where it takes one (any id where A has none). */
function withIdsOfA(url: string): string {
  const kind = KINDS.find((k) => url.startsWith(`/api/v1/${k.path}/`));
  return url
    .replace(":clientId", ids.client)
    .replace(":companyId", ids.company)
    .replace(":userId", ids.adviser)
    .replace(
      ":id",
      url.startsWith("/api/v1/clients/")
        ? ids.client
        : kind
          ? (ids.records[kind.path] ?? ANY_ID)
          : ANY_ID,
    )
    .replace(/:[A-Za-z]+/g, ANY_ID);
}

function call(client: HttpClient, route: Route, url: string): Promise<HttpResult> {
  return client.request(route.method, url, route.method === "GET" ? undefined : {});
}

async function everythingOfA() {
  const owner = membersOf.a.owner;
  const urls = [
    "/api/v1/company",
    "/api/v1/company/members",
    "/api/v1/clients?deleted=true",
    `/api/v1/clients/${ids.client}`,
    ...KINDS.map((kind) => `/api/v1/${kind.path}/${ids.records[kind.path]}`),
  ];
  return Promise.all(urls.map(async (url) => ({ url, ...(await owner.get(url)) }))).then((all) =>
    all.map(({ url, status, json }) => ({ url, status, json })),
  );
}

async function practice(name: string, into: Record<MemberRole, HttpClient>) {
  const owner = await subscribedAdviser(t, `${name} Owner`);
  into.owner = owner.client;
  const joined: Partial<Record<MemberRole, string>> = { owner: owner.userId };
  for (const role of memberRoles.filter((r) => r !== "owner")) {
    const member = await signedInAdviser(t, `${name} ${role}`);
    await seedMember(t, owner.company.id, member.userId, role);
    into[role] = member.client;
    joined[role] = member.userId;
  }
  return { companyId: owner.company.id, joined };
}

beforeAll(async () => {
  t = await createTestApp(SIMULATOR_ENV);
  const a = await practice("Alpha", membersOf.a);
  await practice("Beta", membersOf.b);
  ids.company = a.companyId;
  ids.adviser = a.joined.adviser ?? "";
  ids.client = (
    await addClient(membersOf.a.owner, { clientName: "Alpha", clientSurname: "Client" })
  ).id;
  for (const kind of KINDS) {
    ids.records[kind.path] = (await addRecord(membersOf.a.owner, kind, ids.client)).id;
  }
});
afterAll(async () => t.close());

describe("the role × route matrix", () => {
  it("every company and subscriber route declares what it needs of the member's role", () => {
    const scoped = roleRoutes();
    expect(scoped.length).toBeGreaterThan(60);
    expect(scoped.filter((route) => !route.needs).map((route) => route.key)).toEqual([]);
  });

  it("a one-member company's owner may do everything; /me names each member's role", async () => {
    for (const route of roleRoutes())
      expect(roleMay("owner", route.needs ?? "company.read")).toBe(true);
    for (const role of memberRoles) {
      const me = await membersOf.a[role].get("/api/v1/me");
      expect([me.status, me.json.role, me.json.company?.id]).toEqual([200, role, ids.company]);
    }
  });

  it("marking a client reviewed is an adviser's act: owner and adviser, never assistant or read-only", async () => {
    const review = roleRoutes().find((route) => route.key === "POST /api/v1/clients/:id/review");
    expect(review?.needs).toBe("clients.review");
    expect(memberRoles.filter((role) => roleMay(role, "clients.review"))).toEqual([
      "owner",
      "adviser",
    ]);
    for (const role of ["assistant", "read-only"] as const) {
      const refused = await membersOf.a[role].post(`/api/v1/clients/${ids.client}/review`, {});
      expect([refused.status, refused.json.code], role).toEqual([403, "company/role-forbidden"]);
    }
    const owner = await membersOf.a.owner.post(`/api/v1/clients/${ids.client}/review`, {});
    expect(owner.status).toBe(200);
  });

  it.each(memberRoles.filter((role) => role !== "owner"))(
    "%s of the same company: 403 company/role-forbidden exactly where the table says no",
    async (role) => {
      const before = await everythingOfA();
      for (const route of roleRoutes()) {
        // Any id: the role is decided before the id is read, and A's data stays for the next test.
        const result = await call(
          membersOf.a[role],
          route,
          route.url.replace(/:[A-Za-z]+/g, ANY_ID),
        );
        const needs = route.needs ?? "company.read";
        if (roleMay(role, needs)) {
          expect([401, 402, 403], `${role} ${route.key}`).not.toContain(result.status);
        } else {
          expect(result.status, `${role} ${route.key}`).toBe(403);
          expect(result.json.code, `${role} ${route.key}`).toBe("company/role-forbidden");
          expect(result.json.detail ?? result.json.title, route.key).toMatch(/Your role/);
        }
      }
      if (role === "read-only") expect(await everythingOfA()).toEqual(before);
    },
    120_000,
  );

  it.each(memberRoles)(
    "%s of another company: 403 where the role may not, otherwise 404 on the first company's ids; nothing changes",
    async (role) => {
      const before = await everythingOfA();
      for (const route of roleRoutes().filter((r) => r.url.includes(":"))) {
        const result = await call(membersOf.b[role], route, withIdsOfA(route.url));
        if (roleMay(role, route.needs ?? "company.read")) {
          // Refused as not theirs (404), or their empty body refused first (400): never served.
          expect([400, 404], `${role} ${route.key}`).toContain(result.status);
        } else {
          expect(result.status, `${role} ${route.key}`).toBe(403);
        }
      }
      expect(await everythingOfA()).toEqual(before);
    },
    120_000,
  );
});

/*
 * The two refinements of the table (ADR 050), also generated from the registered routes: a
 * capability a role holds only while a practice setting is on (exporting personal data, for
 * assistants and read-only members), and one an adviser holds only for the clients they are
 * responsible for (erasing or restricting: not for a client merely shared with them).
 */
describe("practice settings and responsibility", () => {
  const settingRoutes = (role: MemberRole) =>
    roleRoutes().filter((route) => route.needs && CAPABILITIES_BY_SETTING[role]?.[route.needs]);

  it.each(["assistant", "read-only"] as const)(
    "%s: refused while the practice's setting is off (the default), allowed once the owner turns it on",
    async (role) => {
      const routes = settingRoutes(role);
      expect(routes.map((route) => route.key)).toContain("GET /api/v1/clients/:id/export.zip");
      const member = membersOf.a[role];
      for (const route of routes) {
        const refused = await call(member, route, withIdsOfA(route.url));
        expect([refused.status, refused.json.code], route.key).toEqual([
          403,
          "company/role-forbidden",
        ]);
      }
      // Only the owner changes the setting.
      const byAdviser = await membersOf.a.adviser.request("PATCH", "/api/v1/company", {
        exportByStaff: true,
      });
      expect(byAdviser.status).toBe(403);
      const on = await membersOf.a.owner.request("PATCH", "/api/v1/company", {
        exportByStaff: true,
      });
      expect([on.status, on.json.exportByStaff]).toEqual([200, true]);
      try {
        for (const route of routes) {
          const allowed = await call(member, route, withIdsOfA(route.url));
          // Allowed by role; the client may still be out of the member's sight (404).
          expect([200, 404], route.key).toContain(allowed.status);
        }
      } finally {
        const off = await membersOf.a.owner.request("PATCH", "/api/v1/company", {
          exportByStaff: false,
        });
        expect(off.status).toBe(200);
      }
    },
    120_000,
  );

  it("an adviser erases only the clients they are responsible for; the owner any", async () => {
    const routes = roleRoutes().filter(
      (route) => route.needs && RESPONSIBLE_ADVISER_ONLY.has(route.needs),
    );
    expect(routes.map((route) => route.key)).toEqual(["POST /api/v1/clients/:id/erase"]);
    const adviser = membersOf.a.adviser;
    const owners = await addClient(membersOf.a.owner, {
      clientName: "Shared",
      clientSurname: "One",
    });
    const shared = await membersOf.a.owner.request(
      "PUT",
      `/api/v1/clients/${owners.id}/shares/${ids.adviser}`,
    );
    expect(shared.status).toBe(200);
    const own = await addClient(adviser, { clientName: "Own", clientSurname: "One" });
    // A wrong name: the answer says who may erase before it reads the name, and nothing is erased.
    const body = { confirmName: "Nobody", reason: "client-request" };
    for (const route of routes) {
      const url = (id: string) => route.url.replace(":id", id);
      const notTheirs = await adviser.request(route.method, url(owners.id), body);
      expect([notTheirs.status, notTheirs.json.code]).toEqual([403, "clients/not-responsible"]);
      const theirs = await adviser.request(route.method, url(own.id), body);
      expect([theirs.status, theirs.json.code]).toEqual([
        400,
        "clients/erase-confirmation-mismatch",
      ]);
      const byOwner = await membersOf.a.owner.request(route.method, url(own.id), body);
      expect([byOwner.status, byOwner.json.code]).toEqual([
        400,
        "clients/erase-confirmation-mismatch",
      ]);
    }
    expect((await adviser.get(`/api/v1/clients/${owners.id}`)).status).toBe(200);
  }, 120_000);
});
