import type { SignInInput } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { authCall, loadAuthClient } from "@/lib/auth-call";
import { HOME_SIGNED_IN } from "@/lib/paths";
import { safeNextPath } from "@/lib/route-access";
import { invalidateSession } from "@/lib/session";

export async function signInWithEmail(input: SignInInput) {
  const authClient = await loadAuthClient();
  return authCall(authClient.signIn.email({ email: input.email, password: input.password }));
}

export function useSignInWithEmail() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signInWithEmail,
    // The form shows every refusal itself, under its heading (login-form.tsx).
    meta: { silent: true },
    onSuccess: async () => {
      await invalidateSession(queryClient);
      // Back to the screen that asked for the sign-in (a bookmark), else the clients.
      await navigate(safeNextPath(window.location.search) ?? HOME_SIGNED_IN, { replace: true });
    },
  });
}
