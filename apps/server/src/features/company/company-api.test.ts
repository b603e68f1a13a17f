import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCompanyFor,
  signedInAdviser,
  VALID_COMPANY,
} from "../../../test/support/company-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("POST /api/v1/company — spec §5 messages, exactly", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["no company name", { accountName: "  " }, "account name missing"],
    [
      "no contact first name",
      { contactPerson: { firstName: "", lastName: "Mokoena" } },
      "contact person first or last name missing",
    ],
    ["no e-mail", { email: "" }, "account email missing"],
    [
      "no phone number",
      { telephone: { phoneCountryCode: "+27", phoneNumber: "" } },
      "missing phone code or number",
    ],
    [
      "no phone code",
      { telephone: { phoneCountryCode: "", phoneNumber: "825550101" } },
      "missing phone code or number",
    ],
    ["a 9-character VAT number", { vatNumber: "412345678" }, "VAT number must be 10 characters"],
    ["no city", { address: { ...VALID_COMPANY.address, city: "" } }, "address details incomplete"],
    [
      "no postal code",
      { address: { ...VALID_COMPANY.address, postalCode: "" } },
      "address details incomplete",
    ],
    [
      "a malformed e-mail",
      { email: "office-at-firm" },
      "account email is not a valid e-mail address",
    ],
    [
      "an ftp website",
      { website: "ftp://firm.co.za" },
      "website must be a web address starting with http:// or https://",
    ],
    [
      "a VAT number with letters",
      { vatNumber: "41234567AB" },
      "VAT number must contain only digits",
    ],
  ];
  it.each(cases)("%s → 400 “%s”, and nothing is created", async (_name, change, message) => {
    const { client } = await signedInAdviser(t);
    const res = await client.call(practiceRoutes.createCompany, {
      body: { ...VALID_COMPANY, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.headers["content-type"]).toContain("application/problem+json");
    expect(res.problem.detail).toBe(message);
    expect(res.problem.errors?.map((e: { message: string }) => e.message)).toContain(message);
    expect(res.problem.code).toMatch(/^company\//);
    expect((await client.call(practiceRoutes.getCompany)).status).toBe(404);
  });

  it("lists every problem of an empty form at once", async () => {
    const { client } = await signedInAdviser(t);
    const res = await client.post("/api/v1/company", {});
    const messages = res.problem.errors?.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "account name missing",
        "contact person first or last name missing",
        "account email missing",
        "missing phone code or number",
        "address details incomplete",
      ]),
    );
  });

  it("no VAT number and no last name are fine (spec: VAT only when given; only the first name is checked)", async () => {
    const { client } = await signedInAdviser(t);
    const company = await createCompanyFor(client, {
      vatNumber: "",
      contactPerson: { firstName: "Lerato", lastName: "" },
    });
    expect(company.vatNumber).toBe("");
  });
});

describe("company profile", () => {
  it("creates with the spec's field names, defaults, keywords and the caller as owner", async () => {
    const { client } = await signedInAdviser(t);
    const company = await createCompanyFor(client, { website: "www.mokoena-fp.co.za" });
    const me = await client.call(accountRoutes.getMe);
    expect(company).toMatchObject({
      accountName: "Mokoena Financial Planning",
      contactPerson: { firstName: "Lerato", lastName: "Mokoena" },
      // Stored normalised: the national significant number, without spaces or the trunk 0.
      telephone: { phoneCountryCode: "+27", phoneNumber: "825550101" },
      website: "https://www.mokoena-fp.co.za",
      welcomed: false,
      inflation: 0.05,
      investment: 0.08,
      accountImage: null,
      owner: me.json.user.id,
      version: 1,
    });
    expect(company.keywords.slice(0, 4)).toEqual(["m", "mo", "mok", "moko"]);
    expect(company.keywords.at(-1)).toBe("mokoena financial planni");
    expect(company.keywords).toHaveLength(24);
    expect(me.json.company?.id).toBe(company.id);
  });

  it("one company per owner: a second create is 409 and changes nothing", async () => {
    const { client } = await signedInAdviser(t);
    const first = await createCompanyFor(client);
    const second = await client.call(practiceRoutes.createCompany, {
      body: {
        ...VALID_COMPANY,
        accountName: "Another",
      },
    });
    expect(second.status).toBe(409);
    expect(second.problem.code).toBe("company/already-exists");
    expect((await client.call(practiceRoutes.getCompany)).json.accountName).toBe(first.accountName);
  });

  it("PATCH edits fields, keeps the rest, bumps the version and recomputes keywords", async () => {
    const { client } = await signedInAdviser(t);
    await createCompanyFor(client);
    const res = await client.call(practiceRoutes.updateCompany, {
      body: {
        accountName: "Nkosi Wealth",
        inflation: 0.055,
        version: 1,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      accountName: "Nkosi Wealth",
      inflation: 0.055,
      investment: 0.08,
      version: 2,
    });
    expect(res.json.keywords[0]).toBe("n");
    expect(res.json.email).toBe(VALID_COMPANY.email);
  });

  it("PATCH with invalid data is refused with the spec message and changes nothing", async () => {
    const { client } = await signedInAdviser(t);
    await createCompanyFor(client);
    const res = await client.call(practiceRoutes.updateCompany, {
      body: { address: { city: "" } },
    });
    expect(res.status).toBe(400);
    expect(res.problem.detail).toBe("address details incomplete");
    expect((await client.call(practiceRoutes.getCompany)).json.address.city).toBe("Johannesburg");
  });

  it("PATCH based on a stale version is 409, never a silent overwrite", async () => {
    const { client } = await signedInAdviser(t);
    await createCompanyFor(client);
    await client.call(practiceRoutes.updateCompany, {
      body: { accountName: "Tab One", version: 1 },
    });
    const stale = await client.call(practiceRoutes.updateCompany, {
      body: {
        accountName: "Tab Two",
        version: 1,
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.problem.code).toBe("company/version-conflict");
    expect((await client.call(practiceRoutes.getCompany)).json.accountName).toBe("Tab One");
  });

  it("closing the overview sets welcomed = true", async () => {
    const { client } = await signedInAdviser(t);
    await createCompanyFor(client);
    const res = await client.call(practiceRoutes.updateCompany, { body: { welcomed: true } });
    expect(res.json.welcomed).toBe(true);
    expect((await client.call(accountRoutes.getMe)).json.company?.welcomed).toBe(true);
  });

  it("inflation above 100% is refused", async () => {
    const { client } = await signedInAdviser(t);
    const res = await client.call(practiceRoutes.createCompany, {
      body: { ...VALID_COMPANY, inflation: 5 },
    });
    expect(res.status).toBe(400);
    expect(res.problem.detail).toBe("inflation must be at most 100\u00a0%");
  });

  it("needs a signed-in user", async () => {
    const res = await t.client().call(practiceRoutes.createCompany, { body: VALID_COMPANY });
    expect(res.status).toBe(401);
  });

  it("another adviser never sees this company", async () => {
    const a = await signedInAdviser(t, "Adviser A");
    await createCompanyFor(a.client);
    const b = await signedInAdviser(t, "Adviser B");
    expect((await b.client.call(practiceRoutes.getCompany)).status).toBe(404);
    expect((await b.client.call(accountRoutes.getMe)).json.company).toBeNull();
  });
});
