import type { PlanTransferInput } from "@adviser-desk/contracts";
import {
  START_FROM_RECORD,
  type StartFromName,
  startFromRoute,
} from "@adviser-desk/contracts/endpoints/record-source-routes";
import { api } from "@/lib/api";
import { useRecordChange } from "./record-cache";

/** A new record of another kind started from a saved one (START_FROM_RECORD), linked. */
const useStartFrom = <N extends StartFromName, V>(
  name: N,
  start: (variables: V) => Promise<unknown>,
) => useRecordChange(START_FROM_RECORD[name].to, start);

/** "Plan the bond": a new home loan from a transfer's bond. */
export const usePlanBond = () =>
  useStartFrom("planBondFromTransferDuty", (transferId: string) =>
    api(startFromRoute("planBondFromTransferDuty"), { params: { id: transferId } }),
  );

/** A transfer-duty calculation for a home loan's bond. */
export const usePlanTransfer = () =>
  useStartFrom("planTransferFromHomeLoan", (args: { loanId: string; body: PlanTransferInput }) =>
    api(startFromRoute("planTransferFromHomeLoan"), {
      params: { id: args.loanId },
      body: args.body,
    }),
  );

/** A scenario's RA top-up hint as an investment comparison. */
export const useCompareTopUp = () =>
  useStartFrom("compareScenarioRetirementTopUp", (scenarioId: string) =>
    api(startFromRoute("compareScenarioRetirementTopUp"), { params: { id: scenarioId } }),
  );
