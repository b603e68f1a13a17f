import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { authCall, loadAuthClient } from "../auth-call";
import { LOGIN } from "../paths";
import { resetSession } from "../session";

export async function signOut(): Promise<void> {
  const authClient = await loadAuthClient();
  await authCall(authClient.signOut());
}

/** Logout: ends the session, drops every cached answer and returns to /login (spec §2). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      resetSession(queryClient);
      await navigate(LOGIN, { replace: true });
    },
  });
}
