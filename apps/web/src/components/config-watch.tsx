import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useLocation, useNavigate } from "react-router";
import { meQueryOptions } from "@/lib/api/get-me";
import { publicConfigQueryOptions } from "@/lib/api/get-public-config";
import { endSessionLive, useSessionEnded } from "@/lib/session-ended";
import { ConfigWatchCore } from "./config-watch-core";

const SignedOutNotice = lazy(() =>
  import("./signed-out-notice").then((m) => ({ default: m.SignedOutNotice })),
);

/**
 * The config watch inside the app: config from the query cache, moves by the router. When the
 * stream says an administrator ended the session, the page stays with what was typed and a notice
 * says what happened (review B3-5).
 */
export function ConfigWatch() {
  const queryClient = useQueryClient();
  const config = useQuery(publicConfigQueryOptions()).data;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Only what is already known (never a request of its own): the route guards load /me.
  const admin = useQuery({ ...meQueryOptions(), enabled: false }).data?.claims.admin ?? false;
  const ended = useSessionEnded();
  return (
    <>
      <ConfigWatchCore
        config={config}
        onConfig={(next) => queryClient.setQueryData(publicConfigQueryOptions().queryKey, next)}
        onSignedOut={(event) => endSessionLive(event.code)}
        pathname={pathname}
        search={search}
        admin={admin}
        go={(to) => void navigate(to, { replace: true })}
      />
      {ended ? (
        <Suspense fallback={null}>
          <SignedOutNotice code={ended} />
        </Suspense>
      ) : null}
    </>
  );
}
