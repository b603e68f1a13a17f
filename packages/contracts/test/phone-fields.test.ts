import { describe, expect, it } from "vitest";
import { clientFieldsSchema } from "../src/clients";
import { COMPANY_MESSAGES, companyInputSchema } from "../src/company";

const company = (phoneCountryCode: string, phoneNumber: string) =>
  companyInputSchema.safeParse({
    accountName: "Mokoena Wealth",
    contactPerson: { firstName: "Thandi", lastName: "Mokoena" },
    email: "thandi@mokoenawealth.co.za",
    telephone: { phoneCountryCode, phoneNumber },
    address: {
      addressLine1: "12 Jan Smuts Avenue",
      city: "Johannesburg",
      country: "South Africa",
      postalCode: "2196",
    },
  });

describe("phone numbers in the contracts", () => {
  it("the company phone is stored as calling code and national number, without the trunk 0", () => {
    const parsed = company("+27", "082 555 1234");
    expect(parsed.success && parsed.data.telephone).toEqual({
      phoneCountryCode: "+27",
      phoneNumber: "825551234",
    });
  });

  it("a company number that is not valid for its code gets a clear message", () => {
    const parsed = company("+27", "082 55");
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      COMPANY_MESSAGES.phoneNumberInvalid,
    ]);
  });

  it("a client phone is stored as E.164 whichever way it is typed", () => {
    for (const typed of ["0831234567", "083 123 4567", "+27 83 123 4567", "+27831234567"]) {
      const parsed = clientFieldsSchema.partial().safeParse({ phone: typed });
      expect(parsed.success && parsed.data.phone).toBe("+27831234567");
    }
  });
});
