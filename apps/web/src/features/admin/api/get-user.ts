import { adminRoutes } from "@adviser-desk/contracts/endpoints/admin-routes";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { queryOf } from "@/lib/api";

/** GET /api/v1/admin/users/:id (spec fetchUserAccount). */
export const userQueryOptions = (id: string) =>
  queryOptions(queryOf(adminRoutes.getUser, { params: { id } }));

export const useUser = (id: string) => useSuspenseQuery(userQueryOptions(id)).data;
