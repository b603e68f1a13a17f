import type { ChangePasswordInput } from "@adviser-desk/contracts";
import { useMutation } from "@tanstack/react-query";
import { authCall, loadAuthClient } from "@/lib/auth-call";
import { notifySuccess } from "@/lib/notify";

export async function changePassword(input: ChangePasswordInput) {
  const authClient = await loadAuthClient();
  return authCall(
    authClient.changePassword({
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      revokeOtherSessions: input.revokeOtherSessions,
    }),
  );
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (_data, input) => {
      notifySuccess(
        input.revokeOtherSessions
          ? "Password changed and other devices signed out"
          : "Password changed",
      );
    },
  });
}
