import { useMutation } from "@tanstack/react-query";
import { authCall, loadAuthClient } from "@/lib/auth-call";
import { notifySuccess } from "@/lib/notify";

/** Ends every session of this user except the one in this browser. */
export async function revokeOtherSessions() {
  const authClient = await loadAuthClient();
  return authCall(authClient.revokeOtherSessions());
}

export function useRevokeOtherSessions() {
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => notifySuccess("Signed out of all other sessions"),
  });
}
