import type { MeResponse } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, queryKeyOf } from "../api";
import { meQueryKey } from "./get-me";

// The layout that sends this is on every screen and the practice's routes are not: they load
// when it is sent, so the screens' bundles do not carry them (ADR 032).
const loadPracticeRoutes = () =>
  import("@adviser-desk/contracts/endpoints/practice-routes").then((m) => m.practiceRoutes);

/** PATCH /api/v1/company { welcomed: true }: the overview has been seen (spec §4 "Welcomed"). */
export function useMarkWelcomed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const routes = await loadPracticeRoutes();
      const company = await api(routes.updateCompany, { body: { welcomed: true } });
      return { company, companyKey: queryKeyOf(routes.getCompany) };
    },
    onSuccess: ({ company, companyKey }) => {
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
        me ? { ...me, company } : me,
      );
      queryClient.setQueryData(companyKey, company);
    },
  });
}
