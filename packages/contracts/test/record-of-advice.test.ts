import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emptyRoaContent,
  RISK_QUESTIONS,
  type RoaContent,
  riskProfileOf,
  roaContentSchema,
  roaProblems,
} from "../src";

const complete = (): RoaContent => {
  const c = emptyRoaContent();
  return {
    ...c,
    basis: { ...c.basis, recordIds: ["r1"] },
    needs: {
      ...c.needs,
      objectives: "Retire at 60.",
      financialNotes: "Salary only.",
      knowledgeAndExperience: "Unit trusts.",
      riskAnswers: [1, 1, 1, 1, 1],
    },
    products: [
      {
        name: "RA",
        provider: "X",
        recommended: true,
        reason: "Tax",
        evidence: null,
        replaces: null,
      },
    ],
    fees: [{ description: "Advice fee", amount: 100, frequency: "once", basis: "" }],
  };
};

describe("the risk questionnaire", () => {
  it("scores only when every question is answered, into one band of the whole range", () => {
    expect(riskProfileOf([0, 1, null, 3, 2])).toBeNull();
    expect(riskProfileOf([0, 0, 0, 0, 0])).toEqual({
      score: 0,
      maxScore: 15,
      band: "Conservative",
    });
    expect(riskProfileOf([3, 3, 3, 3, 3])?.band).toBe("Aggressive");
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 5, maxLength: 5 }), (a) => {
        const risk = riskProfileOf(a);
        expect(risk?.score).toBe(a.reduce((x, y) => x + y, 0));
        expect(risk?.band).toBeTruthy();
      }),
    );
    expect(RISK_QUESTIONS.every((q) => q.answers.length === 4)).toBe(true);
  }, 10_000);
});

describe("what stops a record of advice being issued (s7(2))", () => {
  it("a complete record has no problems; the empty one names every required section", () => {
    expect(roaProblems(complete(), new Set(["r1"]))).toEqual([]);
    const sections = new Set(roaProblems(emptyRoaContent()).map((p) => p.section));
    expect([...sections].sort()).toEqual(["basis", "fees", "needs", "products"]);
  });

  it("blank text (spaces only) counts as empty, in every required text field", () => {
    const fields: ((c: RoaContent) => void)[] = [
      (c) => {
        c.needs.objectives = "   ";
      },
      (c) => {
        c.needs.knowledgeAndExperience = "\n";
      },
      (c) => {
        if (c.products[0]) c.products[0].reason = " ";
      },
      (c) => {
        if (c.fees[0]) c.fees[0] = { ...c.fees[0], description: " " };
      },
    ];
    for (const blank of fields) {
      const c = complete();
      blank(c);
      expect(roaProblems(c).length).toBe(1);
    }
  });

  it("asks what was declined when information is incomplete, and every replacement aspect on both sides", () => {
    const c = complete();
    c.basis.informationIncomplete = true;
    expect(roaProblems(c).map((p) => p.section)).toEqual(["basis"]);
    const r = complete();
    const product = r.products[0];
    if (!product) throw new Error("no product");
    product.replaces = {
      existingProduct: "Endowment",
      existingProvider: "Y",
      fees: { existing: "2 %", proposed: "1 %" },
      penalties: { existing: "R 100", proposed: "None" },
      taxConsequences: { existing: "30 %", proposed: "None" },
      terms: { existing: "Five years", proposed: "Age 55" },
      risk: { existing: "Smoothed", proposed: "" },
    };
    expect(roaProblems(r)).toEqual([
      { section: "replacement", message: "RA: investment risk, fill in both products." },
    ]);
  });

  it("a fee needs an amount in rand or its basis; evidence must point to a ticked calculation", () => {
    const c = complete();
    c.fees = [{ description: "Fee", amount: null, frequency: "yearly", basis: "" }];
    expect(roaProblems(c).map((p) => p.section)).toEqual(["fees"]);
    const e = complete();
    if (e.products[0]) e.products[0].evidence = { recordId: "other", key: "figures" };
    expect(roaProblems(e).map((p) => p.section)).toEqual(["products"]);
    expect(roaProblems(complete(), new Set()).map((p) => p.section)).toEqual(["basis"]);
  });

  it("the schema refuses a record ticked twice and amounts not in rands and cents", () => {
    const c = complete();
    expect(
      roaContentSchema.safeParse({ ...c, basis: { ...c.basis, recordIds: ["a", "a"] } }).success,
    ).toBe(false);
    expect(
      roaContentSchema.safeParse({ ...c, needs: { ...c.needs, monthlyIncome: 1.005 } }).success,
    ).toBe(false);
    expect(roaContentSchema.safeParse(c).success).toBe(true);
  });
});
