import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  homeLoanRepaymentInputsSchema,
  investmentComparisonInputsSchema,
  transferDutyInputsSchema,
} from "../src";
import {
  formatTakenValue,
  keepHonestLinks,
  linkedValue,
  linksWithoutOption,
  refreshedInputs,
  type SourceLink,
  setAtPath,
  sourceRuleFor,
  takenValueNotes,
  withoutLink,
} from "../src/record-source-rules";

const bondLink: SourceLink = {
  kind: "transfer-duty",
  id: "t1",
  version: 3,
  field: "bondAmount",
  value: 2_000_000,
};
const loan = {
  loanAmount: 2_000_000,
  annualRatePercent: 10.25,
  termMonths: 240,
  startDate: "2027-01-01",
};

describe("source links", () => {
  it("a home loan whose loan amount is the transfer's bond amount is accepted", () => {
    const parsed = homeLoanRepaymentInputsSchema.parse({
      ...loan,
      sources: { loanAmount: bondLink },
    });
    expect(parsed.sources?.loanAmount).toEqual(bondLink);
  });

  it("a field that says 'taken from' but shows another value is refused", () => {
    const result = homeLoanRepaymentInputsSchema.safeParse({
      ...loan,
      loanAmount: 1_500_000,
      sources: { loanAmount: bondLink },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["sources", "loanAmount"]);
  });

  it("a link from the wrong kind or field, or onto a field with no rule, is refused", () => {
    const wrongField = { ...bondLink, field: "acquisitionDate" as const, value: "2026-12-05" };
    expect(
      homeLoanRepaymentInputsSchema.safeParse({ ...loan, sources: { loanAmount: wrongField } })
        .success,
    ).toBe(false);
    expect(
      homeLoanRepaymentInputsSchema.safeParse({ ...loan, sources: { termMonths: bondLink } })
        .success,
    ).toBe(false);
    expect(
      transferDutyInputsSchema.safeParse({
        transferAmount: 2_500_000,
        bondAmount: 2_000_000,
        acquisitionDate: "2026-12-05",
        sources: { bondAmount: bondLink },
      }).success,
    ).toBe(false);
  });

  it("the purchase date maps to the first instalment the month after", () => {
    const link: SourceLink = { ...bondLink, field: "acquisitionDate", value: "2026-12-05" };
    expect(linkedValue("home-loan-repayment", "startDate", link)).toBe("2027-01-01");
  });

  it("an RA top-up of R x a year becomes R x ÷ 12 a month, to the cent, on any option", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.nat(3), (cents, index) => {
        const link: SourceLink = {
          kind: "scenario",
          id: "s1",
          version: 1,
          field: "retirementTopUp",
          value: cents / 100,
        };
        const monthly = linkedValue(
          "investment-comparison",
          `options.${index}.monthlyContribution`,
          link,
        );
        expect(typeof monthly).toBe("number");
        const monthlyCents = Math.round((monthly as number) * 100);
        expect(monthlyCents / 100).toBe(monthly);
        expect(Math.abs(monthlyCents * 12 - cents)).toBeLessThanOrEqual(6);
      }),
    );
    expect(sourceRuleFor("investment-comparison", "options.x.lumpSum")).toBeUndefined();
  }, 10_000);

  it("refresh sets the value and the link together, so the result still parses", () => {
    const linked = { ...loan, sources: { loanAmount: bondLink } };
    const refreshed = refreshedInputs("home-loan-repayment", linked, {
      target: "loanAmount",
      name: "Erf 12 (renamed)",
      currentVersion: 5,
      currentValue: 2_200_000,
    });
    expect(refreshed.loanAmount).toBe(2_200_000);
    expect(refreshed.sources?.loanAmount).toMatchObject({
      version: 5,
      value: 2_200_000,
      name: "Erf 12 (renamed)",
    });
    expect(homeLoanRepaymentInputsSchema.safeParse(refreshed).success).toBe(true);
  });

  it("typing over a taken value drops its link; arrays stay arrays when set", () => {
    const linked = { ...loan, sources: { loanAmount: bondLink } };
    expect(withoutLink(linked, "loanAmount").sources).toBeUndefined();
    const set = setAtPath({ options: [{ a: 1 }, { a: 2 }] }, "options.1.a", 5);
    expect(Array.isArray(set.options)).toBe(true);
    expect(set.options[1]).toEqual({ a: 5 });
  });

  it("an investment comparison's marginal rate from a scenario must be that scenario's rate", () => {
    const base = {
      horizonYears: 10,
      marginalTaxRate: 0.39,
      options: [
        { kind: "market", label: "A", monthlyContribution: 1000 },
        { kind: "market", label: "B", monthlyContribution: 1000 },
      ],
    };
    const link: SourceLink = {
      kind: "scenario",
      id: "s1",
      version: 2,
      field: "marginalRate",
      value: 0.39,
    };
    expect(
      investmentComparisonInputsSchema.safeParse({ ...base, sources: { marginalTaxRate: link } })
        .success,
    ).toBe(true);
    expect(
      investmentComparisonInputsSchema.safeParse({
        ...base,
        marginalTaxRate: 0.31,
        sources: { marginalTaxRate: link },
      }).success,
    ).toBe(false);
  });
});

describe("links in a draft", () => {
  it("typing over a linked value drops only that link; untouched links stay", () => {
    const linked = {
      ...loan,
      sources: {
        loanAmount: bondLink,
        startDate: { ...bondLink, field: "acquisitionDate" as const, value: "2026-12-05" },
      },
    };
    const typed = keepHonestLinks("home-loan-repayment", { ...linked, loanAmount: 1_900_000 });
    expect(Object.keys(typed.sources ?? {})).toEqual(["startDate"]);
    expect(keepHonestLinks("home-loan-repayment", linked)).toBe(linked);
  });

  it("removing an option drops its links and moves later options' links up", () => {
    const topUp: SourceLink = {
      kind: "scenario",
      id: "s1",
      version: 1,
      field: "retirementTopUp",
      value: 12_000,
    };
    const moved = linksWithoutOption(
      {
        marginalTaxRate: { ...topUp, field: "marginalRate", value: 0.39 },
        "options.0.monthlyContribution": topUp,
        "options.2.monthlyContribution": topUp,
      },
      0,
    );
    expect(Object.keys(moved ?? {}).sort()).toEqual([
      "marginalTaxRate",
      "options.1.monthlyContribution",
    ]);
  });

  it("a report names each taken value and its source, in the rules' order, without ids", () => {
    const notes = takenValueNotes("investment-comparison", {
      marginalTaxRate: 0.41,
      options: [],
      sources: {
        "options.1.monthlyContribution": {
          kind: "scenario",
          id: "secret-id",
          version: 3,
          field: "retirementTopUp",
          value: 12_000,
          name: "Salary 2027",
        },
        marginalTaxRate: {
          kind: "scenario",
          id: "secret-id",
          version: 3,
          field: "marginalRate",
          value: 0.41,
        },
      },
    });
    expect(notes[0]).toBe(
      "The marginal tax rate (41\u00a0%) is the marginal tax rate of the client's tax scenario.",
    );
    expect(notes[1]).toContain("The monthly contribution of option 2 (R\u00a01\u00a0000,00)");
    expect(notes[1]).toContain("“Salary 2027”");
    expect(notes.join(" ")).not.toContain("secret-id");
  });

  it("taken values read as a person reads them", () => {
    expect(formatTakenValue("home-loan-repayment", "loanAmount", 2_000_000)).toBe(
      "R\u00a02\u00a0000\u00a0000,00",
    );
    expect(formatTakenValue("investment-comparison", "marginalTaxRate", 0.39)).toBe("39\u00a0%");
    expect(formatTakenValue("home-loan-repayment", "startDate", "2027-01-01")).toBe(
      "01 January 2027",
    );
  });
});
