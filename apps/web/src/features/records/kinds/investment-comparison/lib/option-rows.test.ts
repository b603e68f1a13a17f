import type { InvestmentOptionInput } from "@adviser-desk/finance";
import { describe, expect, it } from "vitest";
import { replaceOptionAt } from "./option-rows";

describe("option rows", () => {
  const a: InvestmentOptionInput = { kind: "market", label: "A", monthlyContribution: 1 };
  const b: InvestmentOptionInput = { kind: "market", label: "B", monthlyContribution: 1 };
  const c: InvestmentOptionInput = { kind: "market", label: "C", monthlyContribution: 1 };

  it("replaces one option, keeping the others as they are", () => {
    const next = replaceOptionAt([a, b], 1, c);
    expect(next).toEqual([a, c]);
    expect(next[0]).toBe(a);
  });
});
