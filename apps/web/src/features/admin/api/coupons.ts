import type { CouponResponse, CreateCouponInput } from "@adviser-desk/contracts";
import { adminRoutes } from "@adviser-desk/contracts/endpoints/admin-routes";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeyOf, queryOf } from "@/lib/api";

/** GET /api/v1/admin/coupons: every coupon with who used it. */
export const couponsQueryOptions = () => queryOptions(queryOf(adminRoutes.listCoupons));

export const useCoupons = () => useQuery(couponsQueryOptions());

function useCouponMutation<V>(call: (vars: V) => Promise<CouponResponse>, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    ...(silent ? { meta: { silent: true } } : {}),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(adminRoutes.listCoupons) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(adminRoutes.listAuditEntries) }),
      ]);
    },
  });
}

/** POST /api/v1/admin/coupons; field problems are shown in the form (silent: no toast). */
export const useCreateCoupon = () =>
  useCouponMutation(
    (input: CreateCouponInput) => api(adminRoutes.createCoupon, { body: input }),
    true,
  );

/** POST /api/v1/admin/coupons/:code/(disable|enable). */
export const useSetCouponDisabled = () =>
  useCouponMutation(({ code, disabled }: { code: string; disabled: boolean }) =>
    api(disabled ? adminRoutes.disableCoupon : adminRoutes.enableCoupon, { params: { code } }),
  );
