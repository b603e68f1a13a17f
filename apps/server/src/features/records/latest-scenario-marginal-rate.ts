import { calculateIncomeTax, FinanceInputError, incomeTaxInputSchema } from "@adviser-desk/finance";
import type { RecordDeps } from "./record-deps";
import { findLatestScenario } from "./record-queries";

/**
 * The marginal rate of the client's latest saved tax scenario, computed with the stored table of
 * its tax year, and a sentence saying so ("From the tax scenario “2027 salary” (tax year 2027)").
 * null when there is no scenario, or it has no table or inputs the engine accepts.
 */
export async function latestScenarioMarginalRate(
  deps: RecordDeps,
  params: { companyId: string; clientId: string },
): Promise<{ rate: number; source: string } | null> {
  const scenario = await findLatestScenario(deps.db, params);
  if (scenario === null || scenario.taxYear === null) return null;
  const loaded = await deps.tables.taxYear(scenario.taxYear);
  const inputs = incomeTaxInputSchema.safeParse(scenario.inputs);
  if (!loaded || !inputs.success) return null;
  try {
    const result = calculateIncomeTax(inputs.data, loaded.table);
    return {
      rate: result.marginalRate,
      source: `From the tax scenario “${scenario.name}” (tax year ${scenario.taxYear})`,
    };
  } catch (error) {
    if (error instanceof FinanceInputError) return null;
    throw error;
  }
}
