import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGES, createClientInputSchema, updateClientInputSchema } from "../src/clients";
import { birthDateMatchesIdNumber, isValidSaIdNumber, passesLuhnCheck } from "../src/sa-id-number";

describe("SA ID numbers", () => {
  it("8001015009087 is valid: born 1980-01-01, Luhn check digit 7", () => {
    // Luhn from the right, every second digit doubled (minus 9 above 9):
    // 7 + (8→7) + 0 + (9→9) + 0 + (0→0) + 5 + (1→2) + 0 + (1→2) + 0 + (0→0) + 8 = 40 ≡ 0 (mod 10)
    expect(passesLuhnCheck("8001015009087")).toBe(true);
    expect(isValidSaIdNumber("8001015009087")).toBe(true);
  });
  it("a wrong check digit, a 13th month or 12 digits are not", () => {
    expect(isValidSaIdNumber("8001015009086")).toBe(false);
    expect(isValidSaIdNumber("8013015009082")).toBe(false);
    expect(isValidSaIdNumber("800101500908")).toBe(false);
  });
  it("matches a date of birth by YYMMDD", () => {
    expect(birthDateMatchesIdNumber("1980-01-01", "8001015009087")).toBe(true);
    expect(birthDateMatchesIdNumber("1980-01-02", "8001015009087")).toBe(false);
  });
});

describe("createClientInputSchema (the /clients form and POST /api/v1/clients)", () => {
  it("needs only the name and surname; blank optional fields become null", () => {
    const parsed = createClientInputSchema.parse({
      clientName: " Thandi ",
      clientSurname: "Nkosi",
      email: "",
      idNumber: "800101 5009 087",
    });
    expect(parsed).toEqual({
      clientName: "Thandi",
      clientSurname: "Nkosi",
      email: null,
      idNumber: "8001015009087",
    });
  });
  it("gives the clear messages", () => {
    const result = createClientInputSchema.safeParse({ idNumber: "123" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      CLIENT_MESSAGES.nameMissing,
      CLIENT_MESSAGES.surnameMissing,
      CLIENT_MESSAGES.idNumberLength,
    ]);
  });
  it("an update may send any subset, and refuses unknown fields", () => {
    expect(updateClientInputSchema.parse({ notes: null })).toEqual({ notes: null });
    expect(updateClientInputSchema.safeParse({ surname: "X" }).success).toBe(false);
  });
});
