import type { Member } from "@adviser-desk/contracts";
import { describe, expect, it } from "vitest";
import { handOverCandidates, handOverTarget, holdsClients } from "./hand-over-choice";

const member = (userId: string, role: Member["role"]): Member => ({
  userId,
  name: userId,
  email: `${userId}@example.co.za`,
  role,
  assignedAdviserIds: [],
  addedAt: "2026-11-01T08:00:00.000Z",
});
const members = [
  member("owner", "owner"),
  member("adviser", "adviser"),
  member("assistant", "assistant"),
  member("reader", "read-only"),
];
const ids = (list: readonly Member[]) => list.map((m) => m.userId);

describe("hand-over choice", () => {
  it("only owners and advisers hold clients", () => {
    expect(members.filter(holdsClients).map((m) => m.userId)).toEqual(["owner", "adviser"]);
  });

  it("never offers the leaving member, an assistant or a read-only member", () => {
    for (const leaving of members) {
      const offered = ids(handOverCandidates(members, leaving));
      expect(offered).not.toContain(leaving.userId);
      expect(offered).not.toContain("assistant");
      expect(offered).not.toContain("reader");
    }
  });

  it("takes the choice if offered, else the remover, else the first offered", () => {
    const offered = handOverCandidates(members, member("x", "adviser"));
    expect(handOverTarget(offered, "owner", "adviser")?.userId).toBe("adviser");
    expect(handOverTarget(offered, "owner", "assistant")?.userId).toBe("owner");
    expect(handOverTarget(offered, "someone-else", null)?.userId).toBe("owner");
    expect(handOverTarget([], "owner", null)).toBeUndefined();
  });
});
