import { describe, expect, it } from "vitest";
import { memberCan } from "./member-can";

describe("memberCan", () => {
  it("hides lock, delete and pack issue from assistants, and every change from read-only", () => {
    expect(memberCan("assistant", "records.write")).toBe(true);
    expect(memberCan("assistant", "records.lock")).toBe(false);
    expect(memberCan("assistant", "records.delete")).toBe(false);
    expect(memberCan("assistant", "packs.issue")).toBe(false);
    expect(memberCan("assistant", "clients.review")).toBe(false);
    expect(memberCan("read-only", "clients.review")).toBe(false);
    expect(memberCan("adviser", "clients.review")).toBe(true);
    expect(memberCan("read-only", "records.write")).toBe(false);
    expect(memberCan("read-only", "clients.write")).toBe(false);
    expect(memberCan("adviser", "records.lock")).toBe(true);
    expect(memberCan("adviser", "members.manage")).toBe(false);
    expect(memberCan("owner", "members.manage")).toBe(true);
  });

  it("offers the client export to assistants and read-only members only when the practice allows it", () => {
    for (const role of ["assistant", "read-only"] as const) {
      expect(memberCan(role, "clients.export")).toBe(false);
      expect(memberCan(role, "clients.export", { exportByStaff: true })).toBe(true);
      expect(memberCan(role, "clients.erase", { exportByStaff: true })).toBe(false);
    }
    expect(memberCan("adviser", "clients.export")).toBe(true);
    expect(memberCan("adviser", "clients.erase")).toBe(true);
  });

  it("hides nothing when the role is not known (the server decides)", () => {
    expect(memberCan(null, "records.lock")).toBe(true);
    expect(memberCan(undefined, "billing.manage")).toBe(true);
  });
});
