import { MutationCache, QueryClient } from "@tanstack/react-query";
import { meQueryKey } from "./api/get-me";
import { HttpError } from "./http-error";
import { notifyErrorUnlessShown } from "./notify";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /** Set when the screen reports this mutation's failure itself instead of the red toast. */
      silent?: boolean;
      /** The errors the screen shows in place (e.g. under its field) instead of the red toast. */
      shownInline?: (error: unknown) => boolean;
    };
  }
}

/**
 * One client for the app. Every failed mutation goes to the shared error handler (spec §8), so a
 * screen never forgets to report a server error; queries fail into the route's error screen.
 */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const inline = mutation.meta?.silent || mutation.meta?.shownInline?.(error);
      if (!inline) notifyErrorUnlessShown(error);
      // The session ended elsewhere (expired, revoked on another device): re-read it, and the
      // signed-in layout sends the person to /login.
      if (error instanceof HttpError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
    },
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});
