import {
  PROFILE_SOURCE_FIELDS,
  PROFILE_SOURCE_NAME,
  type RecordKind,
  type SourceField,
  type SourceKind,
  type SourceValue,
  withoutLinks,
} from "@adviser-desk/contracts";
import {
  FinanceInputError,
  incomeTaxInputSchema,
  retirementContributionToLowerBracket,
} from "@adviser-desk/finance";
import { AppError } from "#server/errors/app-error";
import type { CompanyScope } from "#server/tenancy/caller";
import { homeLoanRepaymentKind } from "../kinds/home-loan-repayment";
import { scenarioKind } from "../kinds/scenario";
import { transferDutyKind } from "../kinds/transfer-duty";
import type { RecordDeps } from "../record-deps";
import { recordJsonOfRow } from "../record-json";
import { findClientProfile, findRecord, type RecordRow } from "../record-queries";

/** A record other records may take values from, as it is now. */
export interface SourceRecord {
  name: string;
  taxYear: number | null;
  version: number;
  locked: boolean;
  /** What it offers (null: nothing to offer now, e.g. no RA top-up helps). */
  values: Partial<Record<SourceField, SourceValue | null>>;
}

/**
 * Reads a source record of the same company and the same client, live (not deleted, its client
 * not deleted), with the values it offers now — a locked record's from its snapshot. null
 * otherwise: another company's or another client's record is simply not found.
 */
export async function readSource(
  deps: RecordDeps,
  params: { scope: CompanyScope; clientId: string; kind: SourceKind; id: string },
): Promise<SourceRecord | null> {
  const { kind } = params;
  if (kind === "client") return readProfileSource(deps, params);
  const row = await findRecord(deps.db, { scope: params.scope, kind, id: params.id });
  if (!row || row.deletedAt !== null || row.clientId !== params.clientId) return null;
  return {
    name: row.name,
    taxYear: row.taxYear,
    version: row.version,
    locked: row.locked,
    values: await valuesOf(deps, kind, row),
  };
}

/**
 * The client's profile as a source: the record's own client only (a link naming another client
 * is not found), live, at the client's version. It has no name of its own: the screens and the
 * report say "the client's profile".
 */
async function readProfileSource(
  deps: RecordDeps,
  params: { scope: CompanyScope; clientId: string; id: string },
): Promise<SourceRecord | null> {
  if (params.id !== params.clientId) return null;
  const profile = await findClientProfile(deps.db, params);
  if (!profile) return null;
  const values: SourceRecord["values"] = {};
  for (const field of PROFILE_SOURCE_FIELDS) values[field] = profile[field];
  return {
    name: PROFILE_SOURCE_NAME,
    taxYear: null,
    version: profile.version,
    locked: false,
    values,
  };
}

async function valuesOf(
  deps: RecordDeps,
  kind: RecordKind,
  row: RecordRow,
): Promise<SourceRecord["values"]> {
  switch (kind) {
    case "scenario":
      return scenarioValues(deps, row);
    case "transfer-duty": {
      const { inputs } = await recordJsonOfRow(transferDutyKind, deps.tables, row);
      return {
        bondAmount: inputs.bondAmount,
        acquisitionDate: inputs.acquisitionDate,
        bondRatePercent: inputs.bondRatePercent ?? null,
      };
    }
    case "home-loan-repayment": {
      const { inputs } = await recordJsonOfRow(homeLoanRepaymentKind, deps.tables, row);
      return { loanAmount: inputs.loanAmount };
    }
    case "investment-comparison":
      return {};
  }
}

/**
 * A scenario's marginal rate (its result: a locked one's snapshot) and the extra retirement
 * contribution its "contribute R x more" hint finds (null when no contribution helps).
 */
async function scenarioValues(deps: RecordDeps, row: RecordRow): Promise<SourceRecord["values"]> {
  try {
    const json = await recordJsonOfRow(scenarioKind, deps.tables, row);
    const loaded = await deps.tables.taxYear(json.taxYear);
    const inputs = incomeTaxInputSchema.parse(withoutLinks(json.inputs));
    const plan = loaded ? retirementContributionToLowerBracket(inputs, loaded.table) : null;
    return {
      marginalRate: json.result.marginalRate,
      retirementTopUp: plan && plan.extraContribution > 0 ? plan.extraContribution : null,
    };
  } catch (error) {
    // A scenario the engine refuses (or without a table) offers nothing rather than failing.
    const refused = error instanceof AppError && error.status === 400;
    if (error instanceof FinanceInputError || refused) return {};
    throw error;
  }
}
