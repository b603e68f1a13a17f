import { type Capability, type MemberRole, roleMay } from "@adviser-desk/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIMULATOR_ENV, subscribe } from "./support/billing-steps";
import { signedInAdviser } from "./support/company-steps";
import type { HttpClient, HttpResult } from "./support/http-client";
import { completeRoaContent, issueRoa } from "./support/record-of-advice-steps";
import {
  addClient,
  addRecord,
  del,
  KINDS,
  type KindCase,
  subscribedAdviser,
} from "./support/record-steps";
import { seedMember } from "./support/seeded-session";
import { createTestApp, type TestApp } from "./support/test-app";

/*
 * Tenant isolation: company B, a subscriber like A, uses A's ids on every /api/v1 route that
 * takes an id, with every method. Each answer must be a 404 identical to the one for an id that
 * does not exist, and A's data must read the same afterwards. The suite fails when the app
 * registers a route with a path parameter that is neither attacked here nor listed in EXCLUDED,
 * so a new endpoint cannot be forgotten.
 */

let t: TestApp;
let a: HttpClient;
let b: HttpClient;
/** A's other members (ADR 030): who sees the owner's client and who does not. */
const membersOfA = {} as Record<
  "secondAdviser" | "readOnly" | "ownersAssistant" | "secondAdvisersAssistant",
  HttpClient
>;
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

/** A's ids: one live and one deleted client; per kind a live, a locked and a deleted record. */
const ids = {
  company: "",
  /** A's owner: B's owner tries to change or remove them as a member of B. */
  ownerOfA: "",
  /** A second adviser of A, who does not see the owner's clients until one is shared. */
  secondAdviser: "",
  /** A's pending invitation. */
  invitation: "",
  invoice: "",
  client: "",
  /** A record-of-advice pack issued for A's client. */
  pack: "",
  deletedClient: "",
  /** B's own client, whose spouse link B tries to point at A's client. */
  ownClientOfB: "",
  /** B's own home loan, whose loan amount B tries to link to A's transfer. */
  ownLoanOfB: { id: "", version: 0 },
  /** B's own scenario, whose salary B tries to link to A's client's profile. */
  ownScenarioOfB: { id: "", version: 0 },
  records: {} as Record<string, { live: string; locked: string; deleted: string; inputs: unknown }>,
};

interface Attack {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The URL with A's id, and the same URL with an id that does not exist. */
  url: (id: string) => string;
  /** A's id for this route. */
  id: () => string;
  /** A body that would succeed for A: proves only tenancy stops it. */
  body?: () => unknown;
  /** A body naming the id in a field other than `clientId`. */
  bodyFor?: (id: string) => unknown;
}

const recordsOf = (path: string) => {
  const found = ids.records[path];
  if (!found) throw new Error(`no records of ${path}`);
  return found;
};

function kindAttacks(kind: KindCase): [string, Attack][] {
  const p = kind.path;
  const base = `/api/v1/${p}`;
  return [
    [
      `GET /api/v1/clients/:clientId/${p}`,
      { method: "GET", url: (id) => `/api/v1/clients/${id}/${p}`, id: () => ids.client },
    ],
    [
      `GET ${base}/:id`,
      { method: "GET", url: (id) => `${base}/${id}`, id: () => recordsOf(p).live },
    ],
    [
      `PUT ${base}/:id`,
      {
        method: "PUT",
        url: (id) => `${base}/${id}`,
        id: () => recordsOf(p).live,
        body: () => ({ version: 1, ...kind.names("Taken over"), inputs: recordsOf(p).inputs }),
      },
    ],
    [
      `DELETE ${base}/:id`,
      { method: "DELETE", url: (id) => `${base}/${id}`, id: () => recordsOf(p).live },
    ],
    [
      `POST ${base}/:id/copy`,
      { method: "POST", url: (id) => `${base}/${id}/copy`, id: () => recordsOf(p).live },
    ],
    [
      `POST ${base}/:id/lock`,
      { method: "POST", url: (id) => `${base}/${id}/lock`, id: () => recordsOf(p).live },
    ],
    [
      `POST ${base}/:id/unlock`,
      { method: "POST", url: (id) => `${base}/${id}/unlock`, id: () => recordsOf(p).locked },
    ],
    [
      `POST ${base}/:id/restore`,
      { method: "POST", url: (id) => `${base}/${id}/restore`, id: () => recordsOf(p).deleted },
    ],
    ...reportAttacks(kind),
    ...sourceAttacks(kind),
  ];
}

/** Where a record's taken values come from (the kinds that take any), and the "plan" actions. */
function sourceAttacks(kind: KindCase): [string, Attack][] {
  const base = `/api/v1/${kind.path}`;
  const live = () => recordsOf(kind.path).live;
  // Every kind takes values (a scenario from the client's profile).
  const status: [string, Attack][] = [
    [`GET ${base}/:id/sources`, { method: "GET", url: (id) => `${base}/${id}/sources`, id: live }],
  ];
  const action = {
    scenario: { path: "investment-comparison", body: undefined },
    "transfer-duty": { path: "home-loan", body: undefined },
    "home-loan-repayment": { path: "transfer-duty", body: { transferAmount: 1_800_000 } },
    "investment-comparison": null,
  }[kind.kind];
  if (action === null) return status;
  return [
    ...status,
    [
      `POST ${base}/:id/${action.path}`,
      {
        method: "POST",
        url: (id) => `${base}/${id}/${action.path}`,
        id: live,
        ...(action.body ? { body: () => action.body } : {}),
      },
    ],
  ];
}

/** The report of a record in every format; the PDF of the locked one. */
function reportAttacks(kind: KindCase): [string, Attack][] {
  const base = `/api/v1/${kind.path}`;
  const formats = ["", ".pdf", ".docx", ".xlsx", ".csv"];
  return formats.map((format): [string, Attack] => [
    `GET ${base}/:id/report${format}`,
    {
      method: "GET",
      url: (id) => `${base}/${id}/report${format}`,
      id: () => recordsOf(kind.path)[format === ".pdf" ? "locked" : "live"],
    },
  ]);
}

const ATTACKS = new Map<string, Attack>([
  [
    "GET /api/v1/clients/:id",
    { method: "GET", url: (id) => `/api/v1/clients/${id}`, id: () => ids.client },
  ],
  [
    "PATCH /api/v1/clients/:id",
    {
      method: "PATCH",
      url: (id) => `/api/v1/clients/${id}`,
      id: () => ids.client,
      body: () => ({ clientName: "Taken over" }),
    },
  ],
  [
    "DELETE /api/v1/clients/:id",
    { method: "DELETE", url: (id) => `/api/v1/clients/${id}`, id: () => ids.client },
  ],
  [
    "POST /api/v1/clients/:id/restore",
    { method: "POST", url: (id) => `/api/v1/clients/${id}/restore`, id: () => ids.deletedClient },
  ],
  [
    "GET /api/v1/clients/:id/summary",
    { method: "GET", url: (id) => `/api/v1/clients/${id}/summary`, id: () => ids.client },
  ],
  [
    "POST /api/v1/clients/:id/review",
    { method: "POST", url: (id) => `/api/v1/clients/${id}/review`, id: () => ids.client },
  ],
  [
    "GET /api/v1/clients/:id/advice-packs",
    { method: "GET", url: (id) => `/api/v1/clients/${id}/advice-packs`, id: () => ids.client },
  ],
  [
    "GET /api/v1/clients/:id/record-of-advice",
    { method: "GET", url: (id) => `/api/v1/clients/${id}/record-of-advice`, id: () => ids.client },
  ],
  [
    "PUT /api/v1/clients/:id/record-of-advice",
    {
      method: "PUT",
      url: (id) => `/api/v1/clients/${id}/record-of-advice`,
      id: () => ids.client,
      // A's draft's own version and a complete content: only tenancy can stop it.
      body: () => ({ version: 1, content: completeRoaContent([recordsOf("scenarios").live]) }),
    },
  ],
  [
    "POST /api/v1/clients/:id/record-of-advice/issue",
    {
      method: "POST",
      url: (id) => `/api/v1/clients/${id}/record-of-advice/issue`,
      id: () => ids.client,
      body: () => ({ version: 1 }),
    },
  ],
  [
    "POST /api/v1/advice-packs/:id/acknowledgement-link",
    {
      method: "POST",
      url: (id) => `/api/v1/advice-packs/${id}/acknowledgement-link`,
      id: () => ids.pack,
      body: () => ({ email: false }),
    },
  ],
  [
    "GET /api/v1/advice-packs/:id/acknowledged.pdf",
    {
      method: "GET",
      url: (id) => `/api/v1/advice-packs/${id}/acknowledged.pdf`,
      id: () => ids.pack,
    },
  ],
  [
    "GET /api/v1/advice-packs/:id/pdf",
    { method: "GET", url: (id) => `/api/v1/advice-packs/${id}/pdf`, id: () => ids.pack },
  ],
  [
    "GET /api/v1/clients/:id/export.zip",
    { method: "GET", url: (id) => `/api/v1/clients/${id}/export.zip`, id: () => ids.client },
  ],
  [
    "GET /api/v1/clients/:id/retention",
    { method: "GET", url: (id) => `/api/v1/clients/${id}/retention`, id: () => ids.client },
  ],
  [
    "POST /api/v1/clients/:id/erase",
    {
      method: "POST",
      url: (id) => `/api/v1/clients/${id}/erase`,
      id: () => ids.client,
      // A's client's own name: only tenancy can stop it.
      body: () => ({ confirmName: "Anna's Client", reason: "client-request" }),
    },
  ],
  [
    "GET /api/v1/clients/:id/sharing",
    { method: "GET", url: (id) => `/api/v1/clients/${id}/sharing`, id: () => ids.client },
  ],
  [
    "PUT /api/v1/clients/:id/responsible-adviser",
    {
      method: "PUT",
      url: (id) => `/api/v1/clients/${id}/responsible-adviser`,
      id: () => ids.client,
      body: () => ({ userId: ids.secondAdviser }),
    },
  ],
  [
    "PUT /api/v1/clients/:id/shares/:userId",
    {
      method: "PUT",
      url: (id) => `/api/v1/clients/${id}/shares/${ids.secondAdviser}`,
      id: () => ids.client,
    },
  ],
  [
    "DELETE /api/v1/clients/:id/shares/:userId",
    {
      method: "DELETE",
      url: (id) => `/api/v1/clients/${id}/shares/${ids.secondAdviser}`,
      id: () => ids.client,
    },
  ],
  [
    "GET /api/v1/companies/:companyId/logo",
    { method: "GET", url: (id) => `/api/v1/companies/${id}/logo`, id: () => ids.company },
  ],
  [
    "GET /api/v1/billing/invoices/:id/pdf",
    { method: "GET", url: (id) => `/api/v1/billing/invoices/${id}/pdf`, id: () => ids.invoice },
  ],
  [
    "PATCH /api/v1/company/members/:userId",
    {
      method: "PATCH",
      url: (id) => `/api/v1/company/members/${id}`,
      id: () => ids.ownerOfA,
      body: () => ({ role: "read-only" }),
    },
  ],
  [
    "DELETE /api/v1/company/invitations/:id",
    {
      method: "DELETE",
      url: (id) => `/api/v1/company/invitations/${id}`,
      id: () => ids.invitation,
    },
  ],
  [
    "DELETE /api/v1/company/members/:userId",
    { method: "DELETE", url: (id) => `/api/v1/company/members/${id}`, id: () => ids.ownerOfA },
  ],
  ...KINDS.flatMap(kindAttacks),
]);

/** Routes with an id deliberately not attacked here, each with the reason. */
const ADMIN_ONLY = "admin-only: see admin-access test";
const TEMPLATE_ADMIN_ONLY =
  "administrators only, not company data: reports-templates.test.ts checks the 403";
const EXCLUDED = new Map<string, string>([
  ["GET /api/v1/admin/users/:id", ADMIN_ONLY],
  ["PATCH /api/v1/admin/users/:id", ADMIN_ONLY],
  ["DELETE /api/v1/admin/users/:id", ADMIN_ONLY],
  ["POST /api/v1/admin/users/:id/restore", ADMIN_ONLY],
  ["POST /api/v1/admin/users/:id/enable", ADMIN_ONLY],
  ["POST /api/v1/admin/users/:id/disable", ADMIN_ONLY],
  ["GET /api/v1/admin/rate-tables/:kind/:key", ADMIN_ONLY],
  ["POST /api/v1/admin/coupons/:code/disable", ADMIN_ONLY],
  ["POST /api/v1/admin/coupons/:code/enable", ADMIN_ONLY],
  ["GET /api/v1/admin/companies/:companyId/logo", ADMIN_ONLY],
  ["GET /api/v1/admin/report-templates/:kind", TEMPLATE_ADMIN_ONLY],
  ["PUT /api/v1/admin/report-templates/:kind", TEMPLATE_ADMIN_ONLY],
  ["DELETE /api/v1/admin/report-templates/:kind", TEMPLATE_ADMIN_ONLY],
]);

/** Ids sent in a body rather than the path: creating a record for A's client. */
const BODY_ID_ATTACKS: [string, Attack][] = KINDS.map((kind) => [
  `POST /api/v1/${kind.path} with A's clientId`,
  {
    method: "POST",
    url: () => `/api/v1/${kind.path}`,
    id: () => ids.client,
    body: () => ({ clientId: ids.client, ...kind.names("Planted") }),
  },
]);

/** A record of advice for B's own client ticking A's records: refused as unknown records, nothing saved or issued. */
const PACK_ATTACKS: [string, Attack][] = [
  [
    "PUT B's client's record of advice ticking A's record",
    {
      method: "PUT",
      url: () => `/api/v1/clients/${ids.ownClientOfB}/record-of-advice`,
      id: () => recordsOf("scenarios").locked,
      bodyFor: (id) => ({ version: 0, content: completeRoaContent([id]) }),
    },
  ],
];

/** The spouse link names another client in its body: it must refuse A's client as unknown. */
const SPOUSE_ATTACKS: [string, Attack][] = [
  [
    "POST /api/v1/clients with A's client as spouse",
    {
      method: "POST",
      url: () => "/api/v1/clients",
      id: () => ids.client,
      bodyFor: (id) => ({ clientName: "Planted", clientSurname: "Spouse", spouseClientId: id }),
    },
  ],
  [
    "PATCH B's client with A's client as spouse",
    {
      method: "PATCH",
      url: () => `/api/v1/clients/${ids.ownClientOfB}`,
      id: () => ids.client,
      bodyFor: (id) => ({ spouseClientId: id, maritalStatus: "married" }),
    },
  ],
];

/** A value taken from another record names it in the body: A's record is no source for B. */
const SOURCE_LINK_ATTACKS: [string, Attack][] = [
  [
    "PUT B's scenario with A's client's profile as the source of its salary",
    {
      method: "PUT",
      url: () => `/api/v1/scenarios/${ids.ownScenarioOfB.id}`,
      id: () => ids.client,
      bodyFor: (id) => ({
        version: ids.ownScenarioOfB.version,
        scenarioName: "Planted",
        taxYear: 2027,
        inputs: {
          age: 40,
          salary: 650_000,
          sources: {
            salary: { kind: "client", id, version: 1, field: "annualIncome", value: 650_000 },
          },
        },
      }),
    },
  ],
  [
    "PUT B's home loan with A's transfer as the source of its loan amount",
    {
      method: "PUT",
      url: () => `/api/v1/home-loan-repayments/${ids.ownLoanOfB.id}`,
      id: () => recordsOf("transfer-duties").live,
      bodyFor: (id) => ({
        version: ids.ownLoanOfB.version,
        description: "Planted",
        inputs: {
          loanAmount: 1_350_000,
          annualRatePercent: 10.25,
          termMonths: 240,
          startDate: "2027-01-01",
          sources: {
            loanAmount: {
              kind: "transfer-duty",
              id,
              version: 1,
              field: "bondAmount",
              value: 1_350_000,
            },
          },
        },
      }),
    },
  ],
];

const send = (client: HttpClient, attack: Attack, id: string): Promise<HttpResult> => {
  const body = attack.bodyFor ? attack.bodyFor(id) : attack.body?.();
  const withId =
    body && typeof body === "object" && "clientId" in body ? { ...body, clientId: id } : body;
  return client.request(
    attack.method,
    attack.url(id),
    withId ?? (attack.method === "POST" ? {} : undefined),
  );
};

/** What A could read after the last attack; unset until read, and once A itself sends a request. */
let lastSeenByA: Awaited<ReturnType<typeof everythingOfA>> | undefined;

/**
 * Everything A can read before an attack. An attack that changes nothing leaves it as the previous
 * attack's read found it, so that read is used until A itself sends a request (A's own report
 * downloads add to its history) or an attack fails; read again then.
 */
async function beforeAttack() {
  const before = lastSeenByA ?? (await everythingOfA());
  lastSeenByA = undefined;
  return before;
}

/** Everything A can read after an attack, kept for the next one. */
async function afterAttack() {
  lastSeenByA = await everythingOfA();
  return lastSeenByA;
}

/** Everything A can read: compared before and after each attack. */
async function everythingOfA() {
  const urls = [
    "/api/v1/company",
    "/api/v1/company/members",
    "/api/v1/company/invitations",
    "/api/v1/billing",
    "/api/v1/clients",
    "/api/v1/clients?deleted=true",
    `/api/v1/clients/${ids.client}`,
    `/api/v1/clients/${ids.deletedClient}`,
    `/api/v1/clients/${ids.client}/summary`,
    `/api/v1/clients/${ids.client}/advice-packs`,
    ...KINDS.flatMap((kind) => [
      `/api/v1/clients/${ids.client}/${kind.path}`,
      `/api/v1/clients/${ids.client}/${kind.path}?deleted=true`,
      ...[recordsOf(kind.path).live, recordsOf(kind.path).locked, recordsOf(kind.path).deleted].map(
        (id) => `/api/v1/${kind.path}/${id}`,
      ),
    ]),
  ];
  return Promise.all(urls.map(async (url) => ({ url, ...(await a.get(url)) }))).then((all) =>
    all.map(({ url, status, json }) => ({ url, status, json })),
  );
}

/** Adds a member to A; the owner assigns an assistant to advisers through the members route. */
async function joinA(
  as: keyof typeof membersOfA,
  role: MemberRole,
  assignedAdviserIds: string[] = [],
) {
  const member = await signedInAdviser(t, `A ${as}`);
  await seedMember(t, ids.company, member.userId, role);
  if (role === "assistant") {
    const assigned = await a.request("PATCH", `/api/v1/company/members/${member.userId}`, {
      role,
      assignedAdviserIds,
    });
    expect(assigned.status).toBe(204);
  }
  if (as === "secondAdviser") ids.secondAdviser = member.userId;
  membersOfA[as] = member.client;
}

beforeAll(async () => {
  t = await createTestApp(SIMULATOR_ENV);
  const companyA = await subscribedAdviser(t, "Anna Adams");
  const companyB = await subscribedAdviser(t, "Bongani Buthelezi");
  a = companyA.client;
  b = companyB.client;
  ids.company = companyA.company.id;
  ids.ownerOfA = companyA.userId;
  await joinA("secondAdviser", "adviser");
  await joinA("readOnly", "read-only");
  await joinA("ownersAssistant", "assistant", [ids.ownerOfA]);
  await joinA("secondAdvisersAssistant", "assistant", [ids.secondAdviser]);
  const invited = await a.post("/api/v1/company/invitations", {
    email: "invited.by.anna@example.co.za",
    role: "adviser",
  });
  expect(invited.status).toBe(201);
  ids.invitation = invited.json.id;
  await subscribe(t, a);
  ids.invoice = (await a.get("/api/v1/billing")).json.invoices[0].id;
  const logo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: "#123456" },
  })
    .png()
    .toBuffer();
  expect(
    (await a.request("PUT", "/api/v1/company/logo", logo, { "content-type": "image/png" })).status,
  ).toBe(200);

  ids.client = (
    await addClient(a, {
      clientName: "Anna's",
      clientSurname: "Client",
      // The client confirms who they are by it when acknowledging a record of advice.
      idNumber: "8001015009087",
    })
  ).id;
  ids.deletedClient = (await addClient(a, { clientName: "Gone", clientSurname: "Client" })).id;
  expect((await del(a, `/api/v1/clients/${ids.deletedClient}`)).status).toBe(204);
  for (const kind of KINDS) {
    const live = await addRecord(a, kind, ids.client, "Live");
    const locked = await addRecord(a, kind, ids.client, "Locked");
    expect((await a.post(`/api/v1/${kind.path}/${locked.id}/lock`)).status).toBe(200);
    const deleted = await addRecord(a, kind, ids.client, "Deleted");
    expect((await del(a, `/api/v1/${kind.path}/${deleted.id}`)).status).toBe(204);
    ids.records[kind.path] = {
      live: live.id,
      locked: locked.id,
      deleted: deleted.id,
      inputs: live.inputs,
    };
  }
  const pack = await issueRoa(a, ids.client, [recordsOf("scenarios").locked]);
  expect(pack.status).toBe(201);
  ids.pack = pack.json.id;
  // The client accepts it online, so A has an acknowledged record to download.
  const accepted = await t.client().post("/api/v1/acknowledgements/decision", {
    token: decodeURIComponent(pack.json.link.url.split("#")[1]),
    proof: { method: "id-number", idLast4: "9087" },
    decision: "accepted",
    typedName: "Anna's Client",
    documentSha256: pack.json.sha256,
  });
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  // B has data of its own, so its requests are not refused for lack of it.
  const own = await addClient(b, { clientName: "Bongani's", clientSurname: "Client" });
  ids.ownClientOfB = own.id;
  for (const kind of KINDS) {
    const record = await addRecord(b, kind, own.id);
    if (kind.kind === "home-loan-repayment")
      ids.ownLoanOfB = { id: record.id, version: record.version };
    if (kind.kind === "scenario") ids.ownScenarioOfB = { id: record.id, version: record.version };
  }
  // Two companies, A's members, every kind of record and a pack: a slow machine needs time.
}, 240_000);
afterAll(async () => t.close());

describe("tenant isolation: company B using company A's ids", () => {
  it("covers every registered /api/v1 route with a path parameter (add new ones to ATTACKS)", () => {
    const withParams = t.app.apiRoutes
      .filter((route) => route.url.includes(":"))
      .map((route) => `${route.method} ${route.url}`);
    expect(withParams.length).toBeGreaterThan(30);
    const uncovered = withParams.filter((key) => !ATTACKS.has(key) && !EXCLUDED.has(key));
    expect(uncovered, "routes with ids that the isolation suite does not try").toEqual([]);
    const stale = [...ATTACKS.keys(), ...EXCLUDED.keys()].filter(
      (key) => !withParams.includes(key),
    );
    expect(stale, "attacks on routes that no longer exist").toEqual([]);
  });

  it.each([
    ...ATTACKS,
    ...BODY_ID_ATTACKS,
    ...SPOUSE_ATTACKS,
    ...PACK_ATTACKS,
    ...SOURCE_LINK_ATTACKS,
  ])(
    "%s → 404 exactly as for an id that does not exist; A's data unchanged",
    async (_route, attack) => {
      const before = await beforeAttack();
      const stolen = await send(b, attack, attack.id());
      const unknown = await send(b, attack, NO_SUCH_ID);
      expect(stolen.status).toBe(404);
      expect(stolen.json).toEqual(unknown.json);
      expect(stolen.json.code).toMatch(/not-found$/);
      expect(await afterAttack()).toEqual(before);
      // The attack is real: A itself is not refused where B was.
      if (attack.method === "GET") {
        lastSeenByA = undefined;
        expect((await send(a, attack, attack.id())).status).toBe(200);
      }
    },
    // A's own export renders the PDF of each of its 12 records.
    120_000,
  );

  it("a refused pack issues nothing for B either", async () => {
    for (const [, attack] of PACK_ATTACKS) await send(b, attack, attack.id());
    const packs = await b.get(`/api/v1/clients/${ids.ownClientOfB}/advice-packs`);
    expect([packs.status, packs.json.items]).toEqual([200, []]);
  });

  it("a refused spouse link changes nothing of B's either", async () => {
    const before = await b.get("/api/v1/clients?limit=200");
    for (const [, attack] of SPOUSE_ATTACKS) await send(b, attack, ids.client);
    const after = await b.get("/api/v1/clients?limit=200");
    expect(after.json).toEqual(before.json);
    expect(
      after.json.items.every((c: { spouseClientId: string | null }) => !c.spouseClientId),
    ).toBe(true);
  });

  it("B's client list and search never show A's clients", async () => {
    const list = await b.get("/api/v1/clients?limit=200");
    expect(list.json.items.map((c: { id: string }) => c.id)).not.toContain(ids.client);
    const search = await b.get("/api/v1/clients?q=anna");
    expect(search.json.items).toEqual([]);
    const deleted = await b.get("/api/v1/clients?deleted=true");
    expect(deleted.json.items).toEqual([]);
  });
});

/*
 * The visibility dimension (ADR 030), generated from the same attacks: every client and record
 * route (those not about the company, its billing or members) is tried by members of A itself.
 * The owner's client is not shared: a second adviser, and the assistant assigned to them, get the
 * 404 of an id that does not exist and change nothing; the owner, read-only and the assistant
 * assigned to the owner read it. Once shared, the second adviser and their assistant read it too.
 */
const clientRoute = (key: string) => !/^\w+ \/api\/v1\/(company|companies|billing)\//.test(key);
const CLIENT_ATTACKS = [...ATTACKS].filter(([key]) => clientRoute(key));
const CLIENT_READS = CLIENT_ATTACKS.filter(([, attack]) => attack.method === "GET");
/** The client's page: a member of A who does not see the client is told why (403), not 404. */
const CLIENT_PAGE = "GET /api/v1/clients/:id";
/** What a catalogue route ("GET /api/v1/…") needs of the member's role. */
const needsOf = (key: string): Capability => {
  const route = t.app.apiRoutes.find((r) => `${r.method} ${r.url}` === key);
  return route?.operation?.needs ?? "company.read";
};

describe("client visibility inside company A", () => {
  // Read A's data afresh for these attacks, whatever the tests above sent.
  beforeAll(() => {
    lastSeenByA = undefined;
  });

  it("covers every client and record route of the catalogue", () => {
    const catalogue = t.app.apiRoutes
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => key.includes(":") && clientRoute(key) && !EXCLUDED.has(key));
    expect(CLIENT_ATTACKS.map(([key]) => key).sort()).toEqual(catalogue.sort());
    expect(CLIENT_ATTACKS.length).toBeGreaterThan(50);
  });

  it.each([...CLIENT_ATTACKS.filter(([key]) => key !== CLIENT_PAGE), ...BODY_ID_ATTACKS])(
    "%s by a second adviser → 404 exactly as for an id that does not exist; nothing changes",
    async (_route, attack) => {
      const before = attack.method === "GET" ? null : await beforeAttack();
      const stolen = await send(membersOfA.secondAdviser, attack, attack.id());
      const unknown = await send(membersOfA.secondAdviser, attack, NO_SUCH_ID);
      expect(stolen.status).toBe(404);
      expect(stolen.json).toEqual(unknown.json);
      if (before) expect(await afterAttack()).toEqual(before);
    },
    120_000,
  );

  it("the client's page says why a member of the practice cannot see it; another company gets the 404 of a missing id", async () => {
    const page = (member: HttpClient, id: string) => member.get(`/api/v1/clients/${id}`);
    const adviser = await page(membersOfA.secondAdviser, ids.client);
    expect([adviser.status, adviser.json.code]).toEqual([403, "clients/not-visible"]);
    expect(adviser.json.detail).toMatch(/another adviser in your practice.*not shared with you/);
    const assistant = await page(membersOfA.secondAdvisersAssistant, ids.client);
    expect([assistant.status, assistant.json.code]).toEqual([403, "clients/not-visible"]);
    expect(assistant.json.detail).toMatch(/an adviser you do not prepare for/);
    // Neither names the client nor its adviser.
    for (const refused of [adviser, assistant]) {
      expect(refused.body).not.toMatch(/Anna|Owner|@/);
    }
    // An id the company does not have, and the same id asked by another company: 404, alike.
    const missing = await page(membersOfA.secondAdviser, NO_SUCH_ID);
    const outsider = await page(b, ids.client);
    const outsiderMissing = await page(b, NO_SUCH_ID);
    expect(missing.status).toBe(404);
    expect(outsider.status).toBe(404);
    expect(outsider.json).toEqual(outsiderMissing.json);
    expect(outsider.json).toEqual(missing.json);
  });

  it.each(CLIENT_READS)(
    "%s: the owner, read-only and the owner's assistant read it (where their role may); the second adviser's assistant does not",
    async (route, attack) => {
      const members: [HttpClient, MemberRole][] = [
        [a, "owner"],
        [membersOfA.readOnly, "read-only"],
        [membersOfA.ownersAssistant, "assistant"],
      ];
      for (const [member, role] of members) {
        const read = await send(member, attack, attack.id());
        // Exporting personal data is the owner's and advisers' unless the practice allows it (ADR 050).
        expect(read.status, `${role} ${route}`).toBe(roleMay(role, needsOf(route)) ? 200 : 403);
      }
      // The role is decided before the client is looked for; the client's page says why.
      const other = await send(membersOfA.secondAdvisersAssistant, attack, attack.id());
      expect(other.status).toBe(
        roleMay("assistant", needsOf(route)) && route !== CLIENT_PAGE ? 404 : 403,
      );
    },
    120_000,
  );

  it("lists and search follow it; sharing opens the client to the adviser and their assistant", async () => {
    const listed = async (member: HttpClient, query = "") =>
      (await member.get(`/api/v1/clients?limit=200${query}`)).json.items.map(
        (c: { id: string }) => c.id,
      );
    for (const member of [membersOfA.secondAdviser, membersOfA.secondAdvisersAssistant]) {
      expect(await listed(member)).not.toContain(ids.client);
      expect(await listed(member, "&q=anna")).toEqual([]);
      expect(await listed(member, "&deleted=true")).toEqual([]);
    }
    for (const member of [a, membersOfA.readOnly, membersOfA.ownersAssistant]) {
      expect(await listed(member)).toContain(ids.client);
    }
    // Only the owner or the responsible adviser shares; an assistant who sees it may not.
    const byAssistant = await membersOfA.ownersAssistant.request(
      "PUT",
      `/api/v1/clients/${ids.client}/shares/${ids.secondAdviser}`,
    );
    expect([byAssistant.status, byAssistant.json.code]).toEqual([403, "clients/not-responsible"]);
    const shared = await a.request(
      "PUT",
      `/api/v1/clients/${ids.client}/shares/${ids.secondAdviser}`,
    );
    expect(shared.status).toBe(200);
    expect(shared.json.sharedWith.map((m: { userId: string }) => m.userId)).toEqual([
      ids.secondAdviser,
    ]);
    for (const [route, attack] of CLIENT_READS) {
      const members: [HttpClient, MemberRole][] = [
        [membersOfA.secondAdviser, "adviser"],
        [membersOfA.secondAdvisersAssistant, "assistant"],
      ];
      for (const [member, role] of members) {
        expect((await send(member, attack, attack.id())).status, attack.url(attack.id())).toBe(
          roleMay(role, needsOf(route)) ? 200 : 403,
        );
      }
    }
    expect(await listed(membersOfA.secondAdviser)).toContain(ids.client);
    const sharing = await membersOfA.secondAdviser.get(`/api/v1/clients/${ids.client}/sharing`);
    expect(sharing.json.canManage).toBe(false);
    expect(
      (await a.request("DELETE", `/api/v1/clients/${ids.client}/shares/${ids.secondAdviser}`))
        .status,
    ).toBe(200);
    expect((await membersOfA.secondAdviser.get(`/api/v1/clients/${ids.client}`)).status).toBe(403);
  }, 120_000);
});

/*
 * Last, because it makes A's client read-only for good (ADR 050): erased inside the FAIS period
 * (A issued it a pack), the client is restricted, and every attack above that writes to it — the
 * same requests with bodies that succeed for A — is refused by its own owner with 409
 * `clients/restricted`, changing nothing. A route that writes to a client and is added to the
 * catalogue is covered here without a line more.
 */
describe("a restricted client: every write to it is refused, whoever sends it", () => {
  /** Write attacks whose id is another client's: the restore of A's deleted client. */
  const ON_ANOTHER_CLIENT = new Set(["POST /api/v1/clients/:id/restore"]);
  /**
   * Writes refused before they reach the client, for a reason of their own: A's scenario has no
   * marginal rate to start a comparison from (the insert it would make is guarded like any other).
   */
  const REFUSED_FIRST = new Map([
    ["POST /api/v1/scenarios/:id/investment-comparison", "records/source-has-no-value"],
    // A's pack was acknowledged earlier in this file: no new link is made for it at all.
    ["POST /api/v1/advice-packs/:id/acknowledgement-link", "advice-packs/already-acknowledged"],
  ]);
  const writesToTheClient = [...CLIENT_ATTACKS, ...BODY_ID_ATTACKS].filter(
    ([key, attack]) => attack.method !== "GET" && !ON_ANOTHER_CLIENT.has(key),
  );
  const ofTheClient = () =>
    new Set([
      ids.client,
      ids.pack,
      ...Object.values(ids.records).flatMap((r) => [r.live, r.locked, r.deleted]),
    ]);

  beforeAll(async () => {
    // A share to end, so ending it is a change the guard must refuse.
    const shared = await a.request(
      "PUT",
      `/api/v1/clients/${ids.client}/shares/${ids.secondAdviser}`,
    );
    expect(shared.status).toBe(200);
    const erased = await a.post(`/api/v1/clients/${ids.client}/erase`, {
      confirmName: "Anna's Client",
      reason: "client-request",
    });
    expect([erased.status, erased.json.outcome]).toEqual([200, "restricted"]);
    lastSeenByA = undefined;
  }, 120_000);

  it("covers the client's writes: its row, records, packs, reviews, sharing and erasure", () => {
    const keys = writesToTheClient.map(([key]) => key);
    expect(keys.length).toBeGreaterThan(30);
    for (const key of [
      "PATCH /api/v1/clients/:id",
      "DELETE /api/v1/clients/:id",
      "POST /api/v1/clients/:id/review",
      "PUT /api/v1/clients/:id/record-of-advice",
      "POST /api/v1/clients/:id/record-of-advice/issue",
      "POST /api/v1/advice-packs/:id/acknowledgement-link",
      "POST /api/v1/clients/:id/erase",
      "PUT /api/v1/clients/:id/responsible-adviser",
      "DELETE /api/v1/clients/:id/shares/:userId",
    ]) {
      expect(keys).toContain(key);
    }
  });

  it.each(writesToTheClient)(
    "%s by the owner → 409 clients/restricted; nothing changes",
    async (route, attack) => {
      // Every write attack names the restricted client or one of its records (else list it above).
      expect(ofTheClient().has(attack.id())).toBe(true);
      const before = await beforeAttack();
      const refused = await send(a, attack, attack.id());
      expect([refused.status, refused.json.code]).toEqual([
        409,
        REFUSED_FIRST.get(route) ?? "clients/restricted",
      ]);
      expect(await afterAttack()).toEqual(before);
    },
    120_000,
  );

  it("it is out of A's lists but still read and exported", async () => {
    const items = (await a.get("/api/v1/clients?limit=200")).json.items.map(
      (c: { id: string }) => c.id,
    );
    expect(items).not.toContain(ids.client);
    expect((await a.get(`/api/v1/clients/${ids.client}`)).json.restrictedAt).not.toBeNull();
    expect((await a.getBytes(`/api/v1/clients/${ids.client}/export.zip`)).status).toBe(200);
  }, 120_000);
});
