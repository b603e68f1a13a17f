import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClient, subscribedAdviser } from "../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../test/support/test-app";
import { normaliseStoredPhones } from "./normalise-stored-phones";
import { client, company } from "./schema";

/*
 * Phones stored as typed before they were parsed: the start-up step rewrites those that parse to
 * the saved form, leaves the others exactly as they were, and changes nothing when run again.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("normalising stored phones", () => {
  it("rewrites typed phones that parse, keeps the rest, and is idempotent", async () => {
    const db = t.database.db;
    const { client: adviser, company: created } = await subscribedAdviser(t, "Thandi Mokoena");
    const typed: [string, string | null][] = [
      ["082 555 1234", "+27825551234"],
      ["+27 (0)82 555 1235", "+27825551235"],
      ["(011) 234-5678", "+27112345678"],
      ["+44 20 7946 0958", "+442079460958"],
      ["call reception", null],
      ["12", null],
    ];
    const ids: string[] = [];
    for (const [i] of typed.entries()) {
      ids.push((await addClient(adviser, { clientSurname: `Phone${i}` })).id as string);
    }
    for (const [i, [stored]] of typed.entries()) {
      await db
        .update(client)
        .set({ phone: stored })
        .where(eq(client.id, ids[i] as string));
    }
    const companyId = (created as { id: string }).id;
    await db
      .update(company)
      .set({ phoneCountryCode: "27", phoneNumber: "082 555 1234" })
      .where(eq(company.id, companyId));

    const first = await normaliseStoredPhones(db);
    expect(first).toEqual({ clientsRewritten: 4, companiesRewritten: 1, unparseable: 2 });

    for (const [i, [stored, e164]] of typed.entries()) {
      const [row] = await db
        .select({ phone: client.phone })
        .from(client)
        .where(eq(client.id, ids[i] as string));
      expect(row?.phone, stored).toBe(e164 ?? stored);
    }
    const [stored] = await db
      .select({ code: company.phoneCountryCode, number: company.phoneNumber })
      .from(company)
      .where(eq(company.id, companyId));
    expect(stored).toEqual({ code: "+27", number: "825551234" });

    const again = await normaliseStoredPhones(db);
    expect(again).toEqual({ clientsRewritten: 0, companiesRewritten: 0, unparseable: 2 });
  });

  it("the adviser's reading of a rewritten phone is the same number", async () => {
    const { client: adviser } = await subscribedAdviser(t, "Sipho Ndlovu");
    const { id } = (await addClient(adviser, { clientSurname: "Reading" })) as { id: string };
    await t.database.db.update(client).set({ phone: "082 555 9999" }).where(eq(client.id, id));
    await normaliseStoredPhones(t.database.db);
    const res = await adviser.get(`/api/v1/clients/${id}`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json)).toContain("+27825559999");
  });
});
