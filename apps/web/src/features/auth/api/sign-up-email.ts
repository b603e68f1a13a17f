import type { RegisterInput } from "@adviser-desk/contracts";
import { useMutation } from "@tanstack/react-query";
import { authCall, loadAuthClient } from "@/lib/auth-call";
import { VERIFIED_CALLBACK } from "./send-verification-email";

/** With required e-mail verification this creates the account and sends the link; no session. */
export async function signUpWithEmail(input: RegisterInput) {
  const authClient = await loadAuthClient();
  return authCall(
    authClient.signUp.email({
      name: input.name,
      email: input.email,
      password: input.password,
      callbackURL: VERIFIED_CALLBACK,
    }),
  );
}

export function useSignUpWithEmail() {
  return useMutation({ mutationFn: signUpWithEmail });
}
