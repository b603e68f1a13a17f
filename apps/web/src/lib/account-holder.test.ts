import type { CompanyResponse, MeUser } from "@adviser-desk/contracts";
import { describe, expect, it } from "vitest";
import { holderName } from "./account-holder";

const user: MeUser = {
  id: "u1",
  name: "Pieter Botha",
  email: "pieter@example.co.za",
  emailVerified: true,
  image: null,
};

const companyWithContact = (firstName: string, lastName: string) =>
  ({ contactPerson: { firstName, lastName } }) as CompanyResponse;

describe("holderName", () => {
  it("is the company's contact person once there is a company", () => {
    expect(holderName({ user, company: companyWithContact("Thandi", "Nkosi") })).toBe(
      "Thandi Nkosi",
    );
    expect(holderName({ user, company: companyWithContact("Thandi", "") })).toBe("Thandi");
  });

  it("is the user's own name without a company", () => {
    expect(holderName({ user, company: null })).toBe("Pieter Botha");
  });

  it("falls back to the e-mail address when there is no name at all", () => {
    expect(holderName({ user: { ...user, name: " " }, company: null })).toBe(
      "pieter@example.co.za",
    );
  });

  it("shows a member who does not manage the company their own name", () => {
    const company = companyWithContact("Thandi", "Nkosi");
    expect(holderName({ user, company, role: "assistant" })).toBe("Pieter Botha");
    expect(holderName({ user, company, role: "owner" })).toBe("Thandi Nkosi");
  });
});
