import { describe, expect, it } from "vitest";
import { fspNumberSchema } from "../src";

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
