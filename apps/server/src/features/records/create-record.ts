import { isoDateInSouthAfrica, type RecordKind } from "@adviser-desk/contracts";
import type { CompanyScope } from "#server/tenancy/caller";
import { computeRecord } from "./compute-record";
import { latestScenarioMarginalRate } from "./latest-scenario-marginal-rate";
import type { RecordDeps } from "./record-deps";
import { clientNotFound } from "./record-errors";
import { recordJson } from "./record-json";
import type { InputsOf, NamesOf, RecordKindDefinition, RecordOf } from "./record-kind";
import {
  findClientProfile,
  findCompanyAssumptions,
  insertRecord,
  isClientLive,
} from "./record-queries";
import { checkSourceLinks } from "./sources/check-source-links";

/**
 * Creates a record for one of the company's clients. Without inputs it starts from the defaults
 * of "New"; the result is computed on the server before anything is stored.
 */
export async function createRecord<K extends RecordKind>(
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
  params: {
    scope: CompanyScope;
    body: NamesOf<K> & { clientId: string; inputs?: InputsOf<K> | undefined };
    now: Date;
  },
): Promise<RecordOf<K>> {
  const { scope, body } = params;
  if (!(await isClientLive(deps.db, { scope, clientId: body.clientId }))) {
    throw clientNotFound();
  }
  const names = kind.names.pick(body);
  const inputs =
    body.inputs ??
    kind.inputsSchema.parse(
      await kind.defaultInputs({
        today: isoDateInSouthAfrica(params.now),
        companyAssumptions: () => findCompanyAssumptions(deps.db, scope),
        clientProfile: () => findClientProfile(deps.db, { scope, clientId: body.clientId }),
        latestScenarioMarginalRate: () =>
          latestScenarioMarginalRate(deps, { scope, clientId: body.clientId }),
      }),
    );
  await checkSourceLinks(deps, { scope, clientId: body.clientId, kind: kind.kind, inputs });
  const computed = await computeRecord(kind, deps.tables, { inputs, names });
  const row = await insertRecord(deps.db, scope, {
    clientId: body.clientId,
    kind: kind.kind,
    ...kind.names.toColumns(names),
    inputs: computed.inputs,
  });
  return recordJson(kind, row, computed);
}
