import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { birthDateFromIdNumber, dateOfBirthToFill } from "../src/sa-id-number";

/** A valid ID for YYMMDD: sequence 5800, SA citizen, 8, and the Luhn check digit. */
function idFor(iso: string): string {
  const twelve = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}580008`;
  for (let check = 0; check <= 9; check++) {
    const id = `${twelve}${check}`;
    let sum = 0;
    for (let i = 0; i < id.length; i++) {
      let d = Number(id[id.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return id;
  }
  throw new Error("no check digit");
}

describe("the date of birth from an SA ID number", () => {
  it("reads the review's ID 8105145800081 as 14 May 1981", () => {
    expect(birthDateFromIdNumber("8105145800081", "2026-12-02")).toBe("1981-05-14");
    expect(birthDateFromIdNumber("810514 5800 081", "2026-12-02")).toBe("1981-05-14");
  });

  it("puts YYMMDD in the latest century that is not in the future", () => {
    expect(birthDateFromIdNumber(idFor("2005-03-01"), "2026-12-02")).toBe("2005-03-01");
    expect(birthDateFromIdNumber(idFor("2026-12-02"), "2026-12-02")).toBe("2026-12-02");
    expect(birthDateFromIdNumber(idFor("1926-12-03"), "2026-12-02")).toBe("1926-12-03");
  });

  it("gives nothing for an invalid ID or a day the century does not have", () => {
    expect(birthDateFromIdNumber("8105145800082", "2026-12-02")).toBeNull();
    expect(birthDateFromIdNumber("81051458", "2026-12-02")).toBeNull();
    // 29 February 2001 does not exist; 29 February 2000 does, but 000229 in 2001 is 2000.
    expect(birthDateFromIdNumber(idFor("2001-02-29"), "2026-12-02")).toBeNull();
    expect(birthDateFromIdNumber(idFor("2000-02-29"), "2026-12-02")).toBe("2000-02-29");
  });

  it("returns every date of birth of the last hundred years from its ID", () => {
    const today = "2026-12-02";
    const start = Date.UTC(1926, 11, 3);
    const end = Date.UTC(2026, 11, 2);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: (end - start) / 86_400_000 }), (days) => {
        const iso = new Date(start + days * 86_400_000).toISOString().slice(0, 10);
        expect(birthDateFromIdNumber(idFor(iso), today)).toBe(iso);
      }),
    );
  }, 10_000);
});

describe("the client form's fill", () => {
  it("fills only an empty date of birth, never one the adviser typed", () => {
    expect(dateOfBirthToFill("", "8105145800081", "2026-12-02")).toBe("1981-05-14");
    expect(dateOfBirthToFill(null, "8105145800081", "2026-12-02")).toBe("1981-05-14");
    expect(dateOfBirthToFill("1980-01-01", "8105145800081", "2026-12-02")).toBeNull();
    expect(dateOfBirthToFill("", "8105145800082", "2026-12-02")).toBeNull();
  });
});
