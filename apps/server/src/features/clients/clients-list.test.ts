import { clientListResponseSchema } from "@adviser-desk/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClient, subscribedAdviser } from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/v1/clients: order, search, pages", () => {
  const people = [
    ["Sipho", "van der Merwe"],
    ["anna", "Botha"],
    ["Ben", "botha"],
    ["Zola", "Adams"],
    ["Pieter", "Nel"],
    ["Naledi", "Nkosi"],
    ["Thabo", "Nkosi"],
    ["Percent", "100%_Sure"],
  ];
  let client: Awaited<ReturnType<typeof subscribedAdviser>>["client"];
  beforeAll(async () => {
    ({ client } = await subscribedAdviser(t));
    for (const [clientName, clientSurname] of people) {
      await addClient(client, { clientName, clientSurname });
    }
  });
  const names = (json: { items: { clientName: string; clientSurname: string }[] }) =>
    json.items.map((c) => `${c.clientName} ${c.clientSurname}`);

  it("orders by surname, then name, ignoring case", async () => {
    const res = await client.get("/api/v1/clients");
    expect(clientListResponseSchema.parse(res.json).nextCursor).toBeNull();
    expect(names(res.json)).toEqual([
      "Percent 100%_Sure",
      "Zola Adams",
      "anna Botha",
      "Ben botha",
      "Pieter Nel",
      "Naledi Nkosi",
      "Thabo Nkosi",
      "Sipho van der Merwe",
    ]);
  });

  it("pages with a cursor: every client once, in order", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/v1/clients?limit=3${cursor ? `&cursor=${cursor}` : ""}`;
      const res = await client.get(url);
      expect(res.json.items.length).toBeLessThanOrEqual(3);
      seen.push(...names(res.json));
      cursor = res.json.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(names((await client.get("/api/v1/clients")).json));
  });

  it.each([
    ["bot", ["anna Botha", "Ben botha"]],
    ["NKOSI", ["Naledi Nkosi", "Thabo Nkosi"]],
    ["th", ["Thabo Nkosi"]],
    ["thabo nk", ["Thabo Nkosi"]],
    ["nkosi na", ["Naledi Nkosi"]],
    ["van der", ["Sipho van der Merwe"]],
    ["merwe", ["Sipho van der Merwe"]],
    ["erwe", []],
    ["%", []],
    ["100%_", ["Percent 100%_Sure"]],
  ])("q=%s → %j (each word starts a word of the name or surname)", async (q, expected) => {
    const res = await client.get(`/api/v1/clients?q=${encodeURIComponent(q)}`);
    expect(names(res.json)).toEqual(expected);
  });

  it("a bad cursor or limit → 400", async () => {
    const cursor = await client.get("/api/v1/clients?cursor=nonsense");
    expect([cursor.status, cursor.json.code]).toEqual([400, "clients/invalid-cursor"]);
    const limit = await client.get("/api/v1/clients?limit=500");
    expect(limit.status).toBe(400);
    expect(limit.json.errors[0].path).toBe("limit");
  });
});
