import type { RegisterInput } from "@adviser-desk/contracts";
import { useMutation } from "@tanstack/react-query";
import { authCall, loadAuthClient } from "@/lib/auth-call";
import { VERIFIED_CALLBACK } from "./send-verification-email";

/** With required e-mail verification this creates the account and sends the link; no session. */
export async function signUpWithEmail(input: RegisterInput & { next?: string | null }) {
  const authClient = await loadAuthClient();
  return authCall(
    authClient.signUp.email({
      name: input.name,
      email: input.email,
      password: input.password,
      // The verified address signs in and goes on to `next` (an invitation link) if there is one.
      callbackURL: input.next
        ? `${VERIFIED_CALLBACK}&next=${encodeURIComponent(input.next)}`
        : VERIFIED_CALLBACK,
    }),
  );
}

export function useSignUpWithEmail() {
  return useMutation({ mutationFn: signUpWithEmail });
}
