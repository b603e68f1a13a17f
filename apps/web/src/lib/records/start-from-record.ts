import type { PlanTransferInput } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { rememberRecord } from "./record-cache";
import type { RecordOf } from "./record-types";
import { recordApiPath } from "./record-url";

/** POST /transfer-duties/:id/home-loan: "Plan the bond" — a new home loan, linked. */
export function usePlanBond() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transferId: string) =>
      apiRequest<RecordOf<"home-loan-repayment">>(
        recordApiPath("transfer-duty", transferId, "home-loan"),
        { method: "POST" },
      ),
    onSuccess: (loan) => rememberRecord(queryClient, "home-loan-repayment", loan),
  });
}

/** POST /home-loan-repayments/:id/transfer-duty: a transfer-duty calculation for this bond. */
export function usePlanTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loanId, body }: { loanId: string; body: PlanTransferInput }) =>
      apiRequest<RecordOf<"transfer-duty">>(
        recordApiPath("home-loan-repayment", loanId, "transfer-duty"),
        { method: "POST", body: JSON.stringify(body) },
      ),
    onSuccess: (transfer) => rememberRecord(queryClient, "transfer-duty", transfer),
  });
}

/** POST /scenarios/:id/investment-comparison: the RA top-up hint as a comparison, linked. */
export function useCompareTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scenarioId: string) =>
      apiRequest<RecordOf<"investment-comparison">>(
        recordApiPath("scenario", scenarioId, "investment-comparison"),
        { method: "POST" },
      ),
    onSuccess: (comparison) => rememberRecord(queryClient, "investment-comparison", comparison),
  });
}
