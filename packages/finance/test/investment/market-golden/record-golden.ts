import { writeFileSync } from "node:fs";
import { GOLDEN_FIXTURE, type GoldenCase, goldenInputs, projectGolden } from "./golden-cases";

// Records what projectMarket gives today for every golden input. Run it only when a change to
// the figures is intended and explained, then format the file:
//   npx tsx packages/finance/test/investment/market-golden/record-golden.ts
//   npx biome format --write packages/finance/test/investment/market-golden
const cases: GoldenCase[] = goldenInputs().map((input) => ({
  input,
  output: projectGolden(input),
}));
writeFileSync(GOLDEN_FIXTURE, JSON.stringify({ cases }));
