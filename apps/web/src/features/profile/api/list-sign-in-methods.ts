import { queryOptions, useQuery } from "@tanstack/react-query";
import { meQueryKey } from "@/lib/api/get-me";
import { authCall, loadAuthClient } from "@/lib/auth-call";

/** The ways this user can sign in: "credential" (e-mail + password), "google". */
export async function listSignInMethods(): Promise<string[]> {
  const authClient = await loadAuthClient();
  const accounts = await authCall(authClient.listAccounts());
  return accounts.map((account) => account.providerId);
}

/** Under the signed-in person's key, so a change of session refreshes it with them. */
export function signInMethodsQueryOptions() {
  return queryOptions({
    queryKey: [...meQueryKey, "sign-in-methods"],
    queryFn: listSignInMethods,
  });
}

/** Whether the user has a password to change (a Google-only account has none). */
export function useHasPassword() {
  return useQuery({
    ...signInMethodsQueryOptions(),
    select: (methods) => methods.includes("credential"),
  });
}
