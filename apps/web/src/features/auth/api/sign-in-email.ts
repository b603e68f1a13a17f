import type { SignInInput } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { authCall, loadAuthClient } from "@/lib/auth-call";
import { HOME_SIGNED_IN } from "@/lib/paths";
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
    onSuccess: async () => {
      await invalidateSession(queryClient);
      await navigate(HOME_SIGNED_IN, { replace: true });
    },
  });
}
