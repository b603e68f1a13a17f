import { isoDateInSouthAfrica } from "@adviser-desk/contracts";
import { computeRecord } from "./compute-record";
import { latestScenarioMarginalRate } from "./latest-scenario-marginal-rate";
import type { RecordDeps } from "./record-deps";
import { clientNotFound } from "./record-errors";
import { recordJson } from "./record-json";
import type { RecordJson, RecordKindDefinition } from "./record-kind";
import {
  findClientProfile,
  findCompanyAssumptions,
  insertRecord,
  isClientLive,
} from "./record-queries";

/**
 * Creates a record for one of the company's clients. Without inputs it starts from the defaults
 * of "New"; the result is computed on the server before anything is stored.
 */
export async function createRecord<N extends object, In, S extends In, R>(
  deps: RecordDeps,
  kind: RecordKindDefinition<N, In, S, R>,
  params: { companyId: string; body: N & { clientId: string; inputs?: In | undefined }; now: Date },
): Promise<RecordJson<N, S, R>> {
  const { companyId, body } = params;
  if (!(await isClientLive(deps.db, { companyId, clientId: body.clientId }))) {
    throw clientNotFound();
  }
  const names = kind.names.pick(body);
  const inputs =
    body.inputs ??
    kind.inputsSchema.parse(
      await kind.defaultInputs({
        today: isoDateInSouthAfrica(params.now),
        companyAssumptions: () => findCompanyAssumptions(deps.db, companyId),
        clientProfile: () => findClientProfile(deps.db, { companyId, clientId: body.clientId }),
        latestScenarioMarginalRate: () =>
          latestScenarioMarginalRate(deps, { companyId, clientId: body.clientId }),
      }),
    );
  const computed = await computeRecord(kind, deps.tables, { inputs, names });
  const row = await insertRecord(deps.db, {
    companyId,
    clientId: body.clientId,
    kind: kind.kind,
    ...kind.names.toColumns(names),
    inputs: computed.inputs,
  });
  return recordJson(kind, row, computed);
}
