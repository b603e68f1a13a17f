import type { AdminUserPatch } from "@adviser-desk/contracts";
import { adminRoutes } from "@adviser-desk/contracts/endpoints/admin-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, queryKeyOf } from "@/lib/api";
import { userQueryOptions } from "./get-user";

export type UserChange =
  | { kind: "patch"; patch: AdminUserPatch }
  | { kind: "enable" }
  | { kind: "disable" }
  | { kind: "delete"; confirmEmail: string }
  | { kind: "restore" };

/** The admin user endpoints that change a user; each answers with the user as it is now. */
export function changeUser(id: string, change: UserChange) {
  const params = { id };
  switch (change.kind) {
    case "patch":
      return api(adminRoutes.updateUser, { params, body: change.patch });
    case "delete":
      return api(adminRoutes.deleteUser, { params, body: { confirmEmail: change.confirmEmail } });
    case "enable":
      return api(adminRoutes.enableUser, { params });
    case "disable":
      return api(adminRoutes.disableUser, { params });
    case "restore":
      return api(adminRoutes.restoreUser, { params });
  }
}

/** Failures reach the red toast through the query client; the screen shows success. */
export function useChangeUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => changeUser(id, change),
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryOptions(id).queryKey, user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(adminRoutes.listUsers) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(adminRoutes.listAuditEntries) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(adminRoutes.adminOverview) }),
      ]);
    },
  });
}
