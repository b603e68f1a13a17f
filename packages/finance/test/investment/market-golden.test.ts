import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GOLDEN_FIXTURE, type GoldenCase, projectGolden } from "./market-golden/golden-cases";

// Every recorded market projection must come out the same to the cent: contributions, values,
// after-tax values, cash flows, warnings and the trace. A difference is a change in figures a
// client is shown; re-record (market-golden/record-golden.ts) only for an intended change.
const { cases } = JSON.parse(readFileSync(GOLDEN_FIXTURE, "utf8")) as { cases: GoldenCase[] };

describe("market projections match the recorded golden cases", () => {
  it("has cases of every wrapper and every choice for the TFSA excess", () => {
    const kinds = new Set(
      cases.map(({ input }) =>
        input.option.wrapper === "tfsa"
          ? `tfsa ${input.option.tfsaExcessTo}`
          : input.option.wrapper,
      ),
    );
    expect([...kinds].sort()).toEqual([
      "discretionary",
      "endowment",
      "retirement-annuity",
      "tfsa not-invested",
      "tfsa penalty",
      "tfsa unit-trust",
    ]);
  });

  const named = cases.map((golden, index) => {
    const { option, comparison } = golden.input;
    return [`case ${index}: ${option.wrapper}, ${comparison.horizonYears} years`, golden] as const;
  });
  it.each(named)("%s", (_, golden) => {
    expect(projectGolden(golden.input)).toEqual(golden.output);
  });
});
