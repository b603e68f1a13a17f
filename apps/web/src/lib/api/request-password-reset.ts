import { useMutation } from "@tanstack/react-query";
import { authCall, loadAuthClient } from "../auth-call";
import { RESET_PASSWORD } from "../paths";

/** better-auth answers the same whether or not the address has an account. */
export async function requestPasswordReset(email: string) {
  const authClient = await loadAuthClient();
  return authCall(authClient.requestPasswordReset({ email, redirectTo: RESET_PASSWORD }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
