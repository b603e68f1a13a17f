import { formatCents, formatDateTime } from "@adviser-desk/format";
import { describe, expect, it } from "vitest";
import { auditChanges, fieldLabel } from "./audit-changes";

describe("auditChanges", () => {
  it("lists only the fields that changed, with empty values as a dash", () => {
    expect(
      auditChanges(
        { email: "a@x.co.za", disabled: false, note: "" },
        { email: "a@x.co.za", disabled: true, note: "" },
      ),
    ).toEqual([{ field: "disabled", label: "Disabled", before: "no", after: "yes" }]);
  });

  it("shows a created thing's fields against dashes", () => {
    expect(auditChanges(null, { code: "WINTER", discountPercent: 25 })).toEqual([
      { field: "code", label: "Code", before: "—", after: "WINTER" },
      { field: "discountPercent", label: "Discount percent", before: "—", after: "25" },
    ]);
  });

  it("leaves out a field that was absent and is now empty", () => {
    expect(auditChanges(null, { code: "X", note: "", disabledAt: null })).toEqual([
      { field: "code", label: "Code", before: "—", after: "X" },
    ]);
  });

  it("compares nested objects as a whole, in words", () => {
    const lines = auditChanges(
      { address: { city: "Durban", postalCode: "4001" } },
      { address: { city: "Cape Town", postalCode: "8001" } },
    );
    expect(lines).toEqual([
      {
        field: "address",
        label: "Address",
        before: "City Durban, Postal code 4001",
        after: "City Cape Town, Postal code 8001",
      },
    ]);
  });

  it("names stored fields in words, abbreviations in capitals", () => {
    expect(fieldLabel("uploadedAt")).toBe("Uploaded at");
    expect(fieldLabel("vatNumber")).toBe("VAT number");
    expect(fieldLabel("subscription_amount_cents")).toBe("Subscription amount cents");
    expect(fieldLabel("subscriptionAmountCents")).toBe("Subscription amount");
    expect(fieldLabel("payfastToken")).toBe("PayFast token");
  });
});

describe("audit values in words", () => {
  it("shows instants as local date and time, lists as words, never raw ISO or brackets", () => {
    const [line] = auditChanges(
      { deletedAt: null, keywords: [] },
      { deletedAt: "2026-11-23T17:46:00.000Z", keywords: ["bond", "flat"] },
    );
    expect(line?.after).toBe(formatDateTime("2026-11-23T17:46:00.000Z"));
    expect(line?.after).not.toContain("T17");
    expect(auditChanges({ keywords: [] }, { keywords: ["bond", "flat"] })).toEqual([
      { field: "keywords", label: "Keywords", before: "—", after: "bond, flat" },
    ]);
  });
});

// Review B3-6: raw cents, table ids, and "Disabled: no → —" on a delete.
describe("audit lines a reader can use", () => {
  it("shows an amount in cents as money, named without 'cents'", () => {
    expect(
      auditChanges({ subscriptionAmountCents: null }, { subscriptionAmountCents: 120_000 }),
    ).toEqual([
      {
        field: "subscriptionAmountCents",
        label: "Subscription amount",
        before: "—",
        after: formatCents(120_000),
      },
    ]);
    expect(formatCents(120_000)).toMatch(/^R\s1\s200,00$/);
  });

  it("never shows an id, at the top or inside an object", () => {
    const lines = auditChanges(
      { id: null, version: 1 },
      {
        id: "d729d6b0-f3be-4a7e-9c55-000000000000",
        version: 2,
        owner: { userId: "u-1", name: "Jan" },
      },
    );
    expect(lines.map((line) => line.field)).toEqual(["version", "owner"]);
    expect(JSON.stringify(lines)).not.toMatch(/d729d6b0|u-1/);
  });

  it("words a deletion as one: when, and until when the data is kept; nothing 'cleared'", () => {
    const lines = auditChanges(
      { email: "adviser2@example.co.za", disabled: false },
      {
        email: "adviser2@example.co.za",
        deletedAt: "2026-12-02T02:10:00.000Z",
        purgeAfter: "2027-01-01T02:10:00.000Z",
      },
    );
    expect(lines.map((line) => `${line.label}: ${line.before} → ${line.after}`)).toEqual([
      `Deleted: — → ${formatDateTime("2026-12-02T02:10:00.000Z")}`,
      `Data kept until: — → ${formatDateTime("2027-01-01T02:10:00.000Z")}`,
    ]);
  });
});
