import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/route-access";
import { withNext } from "./with-next";

describe("withNext", () => {
  it("carries an invitation link through /register and back to /login intact", () => {
    const link = "/invitations/accept?token=abc_123-x";
    const register = withNext("/register", link);
    expect(register).toBe(`/register?next=${encodeURIComponent(link)}`);
    expect(safeNextPath(register.slice(register.indexOf("?")))).toBe(link);
  });

  it("leaves the path alone without a next", () => {
    expect(withNext("/login", null)).toBe("/login");
  });
});
