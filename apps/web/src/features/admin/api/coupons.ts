import type {
  CouponListResponse,
  CouponResponse,
  CreateCouponInput,
} from "@adviser-desk/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-query-keys";

/** GET /api/v1/admin/coupons: every coupon with who used it. */
export const couponsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.coupons,
    queryFn: () => apiRequest<CouponListResponse>("/admin/coupons"),
  });

export const useCoupons = () => useQuery(couponsQueryOptions());

function useCouponMutation<V>(call: (vars: V) => Promise<CouponResponse>, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    ...(silent ? { meta: { silent: true } } : {}),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.coupons }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]);
    },
  });
}

/** POST /api/v1/admin/coupons; field problems are shown in the form (silent: no toast). */
export const useCreateCoupon = () =>
  useCouponMutation(
    (input: CreateCouponInput) =>
      apiRequest<CouponResponse>("/admin/coupons", { method: "POST", body: JSON.stringify(input) }),
    true,
  );

/** POST /api/v1/admin/coupons/:code/(disable|enable). */
export const useSetCouponDisabled = () =>
  useCouponMutation(({ code, disabled }: { code: string; disabled: boolean }) =>
    apiRequest<CouponResponse>(
      `/admin/coupons/${encodeURIComponent(code)}/${disabled ? "disable" : "enable"}`,
      { method: "POST" },
    ),
  );
