import { describe, expect, it } from "vitest";
import { confirmsClientName, eraseClientInputSchema } from "../src/client-privacy";

const client = { clientName: "Zoë", clientSurname: "van der Merwe" };

describe("confirming an erasure by the client's full name", () => {
  it("accepts the full name whatever the case, spacing, or composed accents", () => {
    for (const typed of [
      "Zoë van der Merwe",
      "  zoë   VAN DER MERWE ",
      "Zoe\u0308 van der Merwe",
      "ZOË\tvan der merwe",
    ]) {
      expect(confirmsClientName(typed, client), typed).toBe(true);
    }
  });

  it("refuses anything else: part of the name, another order, a typo, nothing", () => {
    for (const typed of [
      "",
      "   ",
      "Zoë",
      "van der Merwe",
      "van der Merwe Zoë",
      "Zoe van der Merwe",
    ]) {
      expect(confirmsClientName(typed, client), typed).toBe(false);
    }
  });

  it("the request needs a name and a reason from the list", () => {
    expect(
      eraseClientInputSchema.safeParse({ confirmName: "x", reason: "client-request" }).success,
    ).toBe(true);
    expect(
      eraseClientInputSchema.safeParse({ confirmName: "", reason: "client-request" }).success,
    ).toBe(false);
    expect(
      eraseClientInputSchema.safeParse({ confirmName: "x", reason: "restore-window-ended" })
        .success,
    ).toBe(false);
  });
});
