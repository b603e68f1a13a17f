import type { PlanTransferInput } from "@adviser-desk/contracts";
import {
  START_FROM_RECORD,
  type StartFromName,
  startFromRoute,
} from "@adviser-desk/contracts/endpoints/record-source-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { rememberRecord } from "./record-cache";
import type { RecordOf } from "./record-types";

type Started<N extends StartFromName> = RecordOf<(typeof START_FROM_RECORD)[N]["to"]>;

/** A new record of another kind started from a saved one (START_FROM_RECORD), linked. */
function useStartFrom<N extends StartFromName, A>(
  name: N,
  start: (args: A) => Promise<Started<N>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: start,
    onSuccess: (record) => rememberRecord(queryClient, START_FROM_RECORD[name].to, record),
  });
}

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
