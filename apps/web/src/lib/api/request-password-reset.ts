import { useMutation } from "@tanstack/react-query";
import { authCall, loadAuthClient } from "../auth-call";

/** better-auth answers the same whether or not the address has an account. */
export async function requestPasswordReset(email: string) {
  const authClient = await loadAuthClient();
  return authCall(authClient.requestPasswordReset({ email, redirectTo: "/reset-password" }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
