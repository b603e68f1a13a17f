import { redirect } from "react-router";
import { meQueryOptions } from "@/lib/api/get-me";
import { publicConfigQueryOptions } from "@/lib/api/get-public-config";
import { HOME_SIGNED_IN, LOGIN } from "@/lib/paths";
import { queryClient } from "@/lib/query-client";

// The auth gate of spec §4, as route loaders: they run before a screen's code is shown, and they
// read the session through the same query the layout uses (fetchQuery honours its staleTime and
// refetches after sign-in or sign-out invalidated it).

/** Signed-in screens: no session → /login. */
export async function requireSignedIn(): Promise<null> {
  const me = await queryClient.fetchQuery(meQueryOptions());
  if (!me) throw redirect(LOGIN);
  return null;
}

/** /login: a signed-in user goes straight in; the form needs the public config. */
export async function loginLoader(): Promise<null> {
  const [me] = await Promise.all([
    queryClient.fetchQuery(meQueryOptions()).catch(() => null),
    queryClient.ensureQueryData(publicConfigQueryOptions()),
  ]);
  if (me) throw redirect(HOME_SIGNED_IN);
  return null;
}

/** Screens whose forms need the public config (password length, Google sign-in). */
export async function configLoader(): Promise<null> {
  await queryClient.ensureQueryData(publicConfigQueryOptions());
  return null;
}
