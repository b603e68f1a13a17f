import { createAuthClient } from "better-auth/react";
import { networkFetch } from "./http-error";

/**
 * better-auth, mounted by the server at /api/auth. Google sign-in comes from the server's
 * `socialProviders.google` (or, in tests, a genericOAuth provider with the same id), which the
 * client reaches through `signIn.social({ provider: "google" })`: better-auth 1.7 needs no client
 * plugin for it. Import this module through `loadAuthClient()` only.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  fetchOptions: { customFetchImpl: networkFetch },
});

export type AuthClient = typeof authClient;
