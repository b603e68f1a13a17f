import { describe, expect, it } from "vitest";
import { NEW_COMPANY_VALUES, newCompanyValuesFor } from "./company-form-values";

describe("company set-up starts from what was given at registration", () => {
  it.each([
    ["Pieter Botha", "Pieter", "Botha"],
    ["Jan van der Merwe", "Jan", "van der Merwe"],
    ["  Nomvula   Dlamini-Zuma  ", "Nomvula", "Dlamini-Zuma"],
    ["Thandi", "Thandi", ""],
    ["", "", ""],
  ])("%j → %s / %s", (name, firstName, lastName) => {
    const values = newCompanyValuesFor({ name, email: "pieter@botha-fp.co.za" });
    expect(values.contactPerson).toEqual({ firstName, lastName });
    expect(values.email).toBe("pieter@botha-fp.co.za");
  });

  it("leaves everything else as a new company's defaults", () => {
    const { contactPerson, email, ...rest } = newCompanyValuesFor({ name: "A B", email: "a@b.co" });
    const { contactPerson: _c, email: _e, ...defaults } = NEW_COMPANY_VALUES;
    expect(contactPerson.firstName).toBe("A");
    expect(email).toBe("a@b.co");
    expect(rest).toEqual(defaults);
  });
});
