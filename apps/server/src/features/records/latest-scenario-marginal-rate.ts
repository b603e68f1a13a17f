import { type SourceLink, scenarioSourceSentence } from "@adviser-desk/contracts";
import type { CompanyScope } from "#server/tenancy/caller";
import type { RecordDeps } from "./record-deps";
import { findLatestScenario } from "./record-queries";
import { readSource } from "./sources/read-source";

/**
 * The marginal rate of the client's latest saved tax scenario (a locked one's snapshot), the
 * sentence shown beside it ("From the tax scenario “2027 salary” (tax year 2027)") and the link
 * the new record keeps. null when there is no scenario or the engine cannot compute it.
 */
export async function latestScenarioMarginalRate(
  deps: RecordDeps,
  params: { scope: CompanyScope; clientId: string },
): Promise<{ rate: number; source: string; link: SourceLink } | null> {
  const latest = await findLatestScenario(deps.db, params);
  if (latest === null) return null;
  const source = await readSource(deps, { ...params, kind: "scenario", id: latest.id });
  const rate = source?.values.marginalRate;
  if (!source || typeof rate !== "number") return null;
  return {
    rate,
    source: scenarioSourceSentence(source),
    link: {
      kind: "scenario",
      id: latest.id,
      version: source.version,
      name: source.name,
      field: "marginalRate",
      value: rate,
    },
  };
}
