import { describe, expect, it } from "vitest";
import { packSizeText } from "./advice-pack-size";

describe("an issued record's size", () => {
  it("is given in pages and kilobytes or megabytes", () => {
    expect(packSizeText(1, 300)).toBe("1 page · 1\u00a0KB");
    expect(packSizeText(12, 65_536)).toBe("12 pages · 64\u00a0KB");
    expect(packSizeText(40, 3 * 1024 * 1024 + 100_000)).toBe("40 pages · 3,1\u00a0MB");
  });
});
