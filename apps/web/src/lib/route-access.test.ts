import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ADMIN_ONLY_MESSAGE,
  decideRoute,
  type RouteAccess,
  type RouteDecision,
  refreshesClaims,
  type SessionFacts,
  safeNextPath,
  sessionFacts,
  signInFirst,
} from "./route-access";

const signedOut: SessionFacts = {
  signedIn: false,
  hasCompany: false,
  hasSubscription: false,
  admin: false,
};
const noCompany: SessionFacts = { ...signedOut, signedIn: true };
const noSubscription: SessionFacts = { ...noCompany, hasCompany: true };
const subscriber: SessionFacts = { ...noSubscription, hasSubscription: true };
const adminWithoutCompany: SessionFacts = { ...noCompany, admin: true };

const allow: RouteDecision = { kind: "allow" };
const to = (path: string): RouteDecision => ({ kind: "redirect", to: path });
const refuse = (path: string): RouteDecision => ({
  kind: "refuse",
  to: path,
  message: ADMIN_ONLY_MESSAGE,
});

// The route guard of spec §4, one row per route kind, one column per state of the person.
// A navigation from /clients (so a refused admin route stays on /clients).
const table: [RouteAccess, string, RouteDecision[]][] = [
  //  access           example            signed out    no company       no subscription     subscriber
  ["root", "/", [to("/login"), to("/login"), to("/login"), to("/login")]],
  ["public", "/privacy-policy", [allow, allow, allow, allow]],
  ["login", "/login", [allow, to("/clients"), to("/clients"), to("/clients")]],
  ["user", "/profile", [to("/login?next=%2Fprofile"), allow, allow, allow]],
  [
    "company-setup",
    "/subscribe",
    [to("/login?next=%2Fsubscribe"), allow, to("/subscriptions"), to("/clients")],
  ],
  ["company", "/company", [to("/login?next=%2Fcompany"), to("/subscribe"), allow, allow]],
  [
    "company",
    "/subscriptions",
    [to("/login?next=%2Fsubscriptions"), to("/subscribe"), allow, allow],
  ],
  ["subscriber", "/clients", [to("/login"), to("/subscribe"), to("/subscriptions"), allow]],
  [
    "admin",
    "/admin",
    [to("/login?next=%2Fadmin"), refuse("/clients"), refuse("/clients"), refuse("/clients")],
  ],
];
const states = [signedOut, noCompany, noSubscription, subscriber] as const;

describe("decideRoute: the decision table", () => {
  for (const [access, path, decisions] of table) {
    states.forEach((session, column) => {
      const expected = decisions[column];
      const who = ["signed out", "no company", "no subscription", "subscriber"][column];
      it(`${path} (${access}), ${who} → ${JSON.stringify(expected)}`, () => {
        expect(decideRoute(access, session, { from: "/clients", to: path })).toEqual(expected);
      });
    });
  }
});

describe("decideRoute: admin routes", () => {
  it("let an admin in, with or without a company", () => {
    expect(decideRoute("admin", adminWithoutCompany, { from: null, to: "/admin" })).toEqual(allow);
    expect(
      decideRoute("admin", { ...subscriber, admin: true }, { from: null, to: "/admin" }),
    ).toEqual(allow);
  });

  it("keep anyone else on the screen they came from, search included", () => {
    expect(
      decideRoute("admin", subscriber, { from: "/company?tab=logo", to: "/admin/users" }),
    ).toEqual(refuse("/company?tab=logo"));
  });

  it("send someone who opened the admin route directly to /clients (there is no 'before')", () => {
    expect(decideRoute("admin", subscriber, { from: null, to: "/admin" })).toEqual(
      refuse("/clients"),
    );
    expect(decideRoute("admin", subscriber, { from: "/admin", to: "/admin" })).toEqual(
      refuse("/clients"),
    );
  });
});

describe("signing in from a bookmark returns to it", () => {
  it("remembers the record asked for, search included, and signs in back to it", () => {
    const login = signInFirst("/scenario/7f3c?tab=compare");
    expect(login).toBe("/login?next=%2Fscenario%2F7f3c%3Ftab%3Dcompare");
    expect(decideRoute("subscriber", signedOut, { from: null, to: "/scenario/7f3c" })).toEqual(
      to("/login?next=%2Fscenario%2F7f3c"),
    );
    expect(decideRoute("login", subscriber, { from: null, to: login })).toEqual(
      to("/scenario/7f3c?tab=compare"),
    );
  });

  it.each([
    ["https://evil.example/x"],
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["/\\/evil.example"],
    ["javascript:alert(1)"],
    ["/api/v1/me"],
    ["/login?next=%2Fclients"],
    ["/ok path"],
    [""],
    // Security review N1: each resolves to //host, a protocol-relative address of another site.
    ["/.//evil.example/clients"],
    ["/..//evil.example/x"],
    ["/x/..//evil.example/x"],
    ["/%2e//evil.example/y"],
    ["/%2E%2E//evil.example/y"],
    ["/././/evil.example"],
    ["/\\evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/x/../api/v1/me"],
    ["/clients/../login?next=%2Fclients"],
  ])("ignores a next that leaves the app or loops: %j", (next) => {
    expect(safeNextPath(`?next=${encodeURIComponent(next)}`)).toBeNull();
    expect(
      decideRoute("login", subscriber, {
        from: null,
        to: `/login?next=${encodeURIComponent(next)}`,
      }),
    ).toEqual(to("/clients"));
  });

  it("never hands on a path that takes a browser to another origin, whatever the spelling", () => {
    // Mostly separators and dots, so runs often spell a trick; some noise so others do not.
    const piece = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom("/", "//", "\\", ".", "..", "%2e", "%2E", "%2f", "%5c"),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom("\t", "\n", "\r", "%09", "%0a", " ", "@", ":", "?", "#"),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          "evil.example",
          "evil.example:8080",
          "http:",
          "javascript:",
          "clients",
          "login",
          "api",
          "%252e",
          "\u3002",
          "\uff0e",
        ),
      },
    );
    const next = fc
      .array(piece, { minLength: 1, maxLength: 8 })
      .map((parts) => `/${parts.join("")}`);
    fc.assert(
      fc.property(next, (candidate) => {
        const path = safeNextPath(`?next=${encodeURIComponent(candidate)}`);
        if (path === null) return;
        expect(path.startsWith("/") && !path.startsWith("//")).toBe(true);
        // Resolved as a browser at any origin would: it stays there, at exactly this path.
        const here = new URL(path, "https://adviser-desk.example/admin/users?page=2");
        expect(here.origin).toBe("https://adviser-desk.example");
        expect(`${here.pathname}${here.search}${here.hash}`).toBe(path);
        expect(path.startsWith("/api/") || path.startsWith("/login")).toBe(false);
      }),
      { numRuns: 20_000 },
    );
  }, 35_000);

  it("keeps an encoded tab or slash: the browser stays in the app at that odd path", () => {
    expect(safeNextPath(`?next=${encodeURIComponent("/%09/evil.example")}`)).toBe(
      "/%09/evil.example",
    );
    expect(safeNextPath(`?next=${encodeURIComponent("/%2f%2fevil.example")}`)).toBe(
      "/%2f%2fevil.example",
    );
  });

  it("keeps any in-app path as it is", () => {
    expect(safeNextPath("?next=%2Fadmin%2Fusers%2Fabc")).toBe("/admin/users/abc");
    expect(safeNextPath("")).toBeNull();
  });
});

describe("refreshesClaims", () => {
  it("re-reads the claims on every auth route, never on public ones", () => {
    expect(refreshesClaims("subscriber")).toBe(true);
    expect(refreshesClaims("company")).toBe(true);
    expect(refreshesClaims("company-setup")).toBe(true);
    expect(refreshesClaims("user")).toBe(true);
    expect(refreshesClaims("admin")).toBe(true);
    expect(refreshesClaims("login")).toBe(false);
    expect(refreshesClaims("public")).toBe(false);
    expect(refreshesClaims("root")).toBe(false);
  });
});

describe("sessionFacts", () => {
  it("reads signed out from a null /me", () => {
    expect(sessionFacts(null)).toEqual(signedOut);
  });

  it("reads the company and the claims", () => {
    const facts = sessionFacts({
      user: {
        id: "u1",
        name: "Thandi",
        email: "t@example.co.za",
        emailVerified: true,
        image: null,
      },
      company: null,
      role: null,
      assignedAdviserIds: [],
      claims: {
        admin: true,
        hasSubscription: false,
        atNextPayment: null,
        atStartSubscription: null,
        centAmount: 0,
      },
    });
    expect(facts).toEqual(adminWithoutCompany);
  });
});
