import type { AdminUserDetail, AdminUserPatch } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-query-keys";
import { userQueryOptions } from "./get-user";

export type UserChange =
  | { kind: "patch"; patch: AdminUserPatch }
  | { kind: "enable" }
  | { kind: "disable" }
  | { kind: "delete"; confirmEmail: string }
  | { kind: "restore" };

/** The admin user endpoints that change a user; each answers with the user as it is now. */
export function changeUser(id: string, change: UserChange) {
  const base = `/admin/users/${encodeURIComponent(id)}`;
  switch (change.kind) {
    case "patch":
      return apiRequest<AdminUserDetail>(base, {
        method: "PATCH",
        body: JSON.stringify(change.patch),
      });
    case "delete":
      return apiRequest<AdminUserDetail>(base, {
        method: "DELETE",
        body: JSON.stringify({ confirmEmail: change.confirmEmail }),
      });
    default:
      return apiRequest<AdminUserDetail>(`${base}/${change.kind}`, { method: "POST" });
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
        queryClient.invalidateQueries({ queryKey: [...adminKeys.users, "list"] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
      ]);
    },
  });
}
