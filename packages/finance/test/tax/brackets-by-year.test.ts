import { describe, expect, it } from "vitest";
import { assess } from "./helpers";

// Worked examples from the published SARS tables (docs/reference/sa-tax-facts.md §1, §2): age 40, salary only, so
// taxable income = salary and only the primary rebate applies.
// tax = base + rate × (taxable income − lower bound) − primary rebate.

describe("2021 brackets (primary rebate 14 958)", () => {
  it("salary 250 000: 37 062 + 26% × (250 000 − 205 900) − 14 958 = 33 570", () => {
    expect(assess(2021, { age: 40, salary: 250_000 }).taxPayable).toBe(33_570);
  });
  it("salary 2 000 000: 559 464 + 45% × (2 000 000 − 1 577 300) − 14 958 = 734 721", () => {
    expect(assess(2021, { age: 40, salary: 2_000_000 }).taxPayable).toBe(734_721);
  });
});

describe("2022 brackets (primary rebate 15 714)", () => {
  it("salary 200 000: 18% × 200 000 − 15 714 = 20 286", () => {
    expect(assess(2022, { age: 40, salary: 200_000 }).taxPayable).toBe(20_286);
  });
  it("salary 500 000: 110 739 + 36% × (500 000 − 467 500) − 15 714 = 106 725", () => {
    expect(assess(2022, { age: 40, salary: 500_000 }).taxPayable).toBe(106_725);
  });
});

describe("2023 brackets (primary rebate 16 425)", () => {
  it("salary 400 000: 73 726 + 31% × (400 000 − 353 100) − 16 425 = 71 840", () => {
    expect(assess(2023, { age: 40, salary: 400_000 }).taxPayable).toBe(71_840);
  });
  it("salary 700 000: 170 734 + 39% × (700 000 − 641 400) − 16 425 = 177 163", () => {
    expect(assess(2023, { age: 40, salary: 700_000 }).taxPayable).toBe(177_163);
  });
});

describe("2024 and 2025 brackets (same table as 2026, primary rebate 17 235)", () => {
  it("2024, salary 1 000 000: 251 258 + 41% × (1 000 000 − 857 900) − 17 235 = 292 284", () => {
    expect(assess(2024, { age: 40, salary: 1_000_000 }).taxPayable).toBe(292_284);
  });
  it("2024, salary 300 000: 42 678 + 26% × (300 000 − 237 100) − 17 235 = 41 797", () => {
    expect(assess(2024, { age: 40, salary: 300_000 }).taxPayable).toBe(41_797);
  });
  it("2025, salary 2 000 000: 644 489 + 45% × (2 000 000 − 1 817 000) − 17 235 = 709 604", () => {
    expect(assess(2025, { age: 40, salary: 2_000_000 }).taxPayable).toBe(709_604);
  });
});

describe("2026 brackets, one salary in each band (primary rebate 17 235)", () => {
  it("salary 150 000: 18% × 150 000 − 17 235 = 9 765", () => {
    expect(assess(2026, { age: 40, salary: 150_000 }).taxPayable).toBe(9_765);
  });
  it("salary 300 000: 42 678 + 26% × (300 000 − 237 100) − 17 235 = 41 797", () => {
    const result = assess(2026, { age: 40, salary: 300_000 });
    expect(result.taxBeforeRebates).toBe(59_032);
    expect(result.rebates).toBe(17_235);
    expect(result.taxPayable).toBe(41_797);
  });
  it("salary 400 000: 77 362 + 31% × (400 000 − 370 500) − 17 235 = 69 272", () => {
    expect(assess(2026, { age: 40, salary: 400_000 }).taxPayable).toBe(69_272);
  });
  it("salary 600 000: 121 475 + 36% × (600 000 − 512 800) − 17 235 = 135 632", () => {
    expect(assess(2026, { age: 40, salary: 600_000 }).taxPayable).toBe(135_632);
  });
  it("salary 800 000: 179 147 + 39% × (800 000 − 673 000) − 17 235 = 211 442", () => {
    expect(assess(2026, { age: 40, salary: 800_000 }).taxPayable).toBe(211_442);
  });
  it("salary 1 000 000: 251 258 + 41% × (1 000 000 − 857 900) − 17 235 = 292 284", () => {
    expect(assess(2026, { age: 40, salary: 1_000_000 }).taxPayable).toBe(292_284);
  });
  it("salary 2 000 000: 644 489 + 45% × (2 000 000 − 1 817 000) − 17 235 = 709 604", () => {
    expect(assess(2026, { age: 40, salary: 2_000_000 }).taxPayable).toBe(709_604);
  });
});

describe("2027 brackets (Budget 2026 figures, marked as estimates; primary rebate 17 820)", () => {
  it("salary 600 000: 125 599 + 36% × (600 000 − 530 200) − 17 820 = 132 907", () => {
    const result = assess(2027, { age: 40, salary: 600_000 });
    expect(result.taxPayable).toBe(132_907);
    expect(result.estimatedFigures).toEqual(expect.arrayContaining(["brackets", "rebates"]));
  });
  it("salary 1 000 000: 259 783 + 41% × (1 000 000 − 887 000) − 17 820 = 288 293", () => {
    expect(assess(2027, { age: 40, salary: 1_000_000 }).taxPayable).toBe(288_293);
  });
  it("salary 2 000 000: 666 339 + 45% × (2 000 000 − 1 878 600) − 17 820 = 703 149", () => {
    expect(assess(2027, { age: 40, salary: 2_000_000 }).taxPayable).toBe(703_149);
  });
});

describe("cents are kept, not rounded to the rand", () => {
  it("2021, salary 330 636.20: 67 144 + 31% × 9 036.20 (= 2 801.222 → 2 801.22) − 14 958 = 54 987.22", () => {
    expect(assess(2021, { age: 40, salary: 330_636.2 }).taxPayable).toBe(54_987.22);
  });
});
