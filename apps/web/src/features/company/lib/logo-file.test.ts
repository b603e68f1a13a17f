import { describe, expect, it } from "vitest";
import { logoFileProblem } from "./logo-file";

const fileOf = (type: string, bytes: number) => new File([new Uint8Array(bytes)], "logo", { type });

describe("logoFileProblem", () => {
  it("accepts PNG, JPEG and WebP up to 2 MB", async () => {
    expect(await logoFileProblem(fileOf("image/png", 1000))).toBeNull();
    expect(await logoFileProblem(fileOf("image/jpeg", 2 * 1024 * 1024))).toBeNull();
    expect(await logoFileProblem(fileOf("image/webp", 10))).toBeNull();
  });

  it("refuses SVG and other types", async () => {
    expect(await logoFileProblem(fileOf("image/svg+xml", 10))).toMatch(/PNG, JPEG or WebP/);
    expect(await logoFileProblem(fileOf("", 10))).toMatch(/PNG, JPEG or WebP/);
  });

  it("refuses a file over 2 MB, saying how big it is", async () => {
    expect(await logoFileProblem(fileOf("image/png", 3 * 1024 * 1024))).toBe(
      "That image is 3 MB; a logo can be at most 2 MB.",
    );
    expect(await logoFileProblem(fileOf("image/png", 3.5 * 1024 * 1024))).toBe(
      "That image is 3,5 MB; a logo can be at most 2 MB.",
    );
  });
});
