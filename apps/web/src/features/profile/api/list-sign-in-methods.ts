import { queryOptions, useQuery } from "@tanstack/react-query";
import { authCall, loadAuthClient } from "@/lib/auth-call";

/** The ways this user can sign in: "credential" (e-mail + password), "google". */
export async function listSignInMethods(): Promise<string[]> {
  const authClient = await loadAuthClient();
  const accounts = await authCall(authClient.listAccounts());
  return accounts.map((account) => account.providerId);
}

export function signInMethodsQueryOptions() {
  return queryOptions({ queryKey: ["me", "sign-in-methods"], queryFn: listSignInMethods });
}

/** Whether the user has a password to change (a Google-only account has none). */
export function useHasPassword() {
  return useQuery({
    ...signInMethodsQueryOptions(),
    select: (methods) => methods.includes("credential"),
  });
}
