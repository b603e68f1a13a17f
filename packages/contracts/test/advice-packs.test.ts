import { describe, expect, it } from "vitest";
import {
  ADVICE_PACK_MAX_RECORDS,
  ADVICE_PACK_MESSAGES,
  fspNumberSchema,
  issueAdvicePackInputSchema,
} from "../src";

describe("fspNumberSchema", () => {
  it.each([
    ["12345", "12345"],
    ["FSP 12345", "12345"],
    ["fsp no. 4 567", "4567"],
    ["FSP number 123456", "123456"],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%j → %j", (input, stored) => {
    expect(fspNumberSchema.parse(input)).toBe(stored);
  });

  it.each(["12A45", "1234567", "FSP", "-123", "12.5"])("refuses %j", (input) => {
    expect(fspNumberSchema.safeParse(input).success).toBe(false);
  });
});

describe("issueAdvicePackInputSchema", () => {
  const message = (input: unknown) =>
    issueAdvicePackInputSchema.safeParse(input).error?.issues[0]?.message;

  it("needs one to twenty distinct records", () => {
    expect(message({ recordIds: [] })).toBe(ADVICE_PACK_MESSAGES.noRecords);
    expect(message({ recordIds: ["a", "a"] })).toBe(ADVICE_PACK_MESSAGES.duplicate);
    const many = Array.from({ length: ADVICE_PACK_MAX_RECORDS + 1 }, (_, i) => `r${i}`);
    expect(message({ recordIds: many })).toBe(ADVICE_PACK_MESSAGES.tooMany);
    expect(message({ recordIds: many.slice(1) })).toBeUndefined();
  });
});
