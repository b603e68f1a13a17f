import type { PublicConfigResponse } from "@adviser-desk/contracts";
import { Alert, Button, Stack } from "@mantine/core";
import { useEffect, useState } from "react";
import { ConfigWatchCore } from "@/components/config-watch-core";
import { FullScreenLoader } from "@/components/full-screen-loader";
import { HrefLink } from "@/components/href-link";
import { PlainPage } from "@/components/layouts/plain-page";
import { LoginScreen } from "@/features/auth/screens/login-screen";
import { getMe } from "@/lib/api/get-me";
import { getPublicConfig } from "@/lib/api/get-public-config";
import { errorMessage } from "@/lib/error-message";
import { LOGIN } from "@/lib/paths";
import { decideRoute, sessionFacts } from "@/lib/route-access";

type Opening =
  | { kind: "loading" }
  | { kind: "open"; config: PublicConfigResponse }
  | { kind: "failed"; error: unknown };

/**
 * The guard of /login (spec §4), as the app's router would run it: a signed-in person goes on
 * to their clients (or the screen `next` names) with a page load; everyone else gets the form.
 * /login must show even when the session cannot be read — the form is how one gets a new one.
 */
async function openSignIn(): Promise<PublicConfigResponse | null> {
  const [config, me] = await Promise.all([getPublicConfig(), getMe().catch(() => null)]);
  const { search } = window.location;
  const decision = decideRoute("login", sessionFacts(me), { from: null, to: `${LOGIN}${search}` });
  if (decision.kind === "allow") return config;
  window.location.replace(decision.to);
  return null;
}

/** The sign-in page: the /login screen in the plain page, without the app's router. */
export function SignInPage() {
  const [opening, setOpening] = useState<Opening>({ kind: "loading" });

  useEffect(() => {
    // `/` always goes to /login (spec §2); the server answers both with this page, and the app
    // may ask for it as /login.html.
    const { pathname, search } = window.location;
    if (pathname !== LOGIN) window.history.replaceState(null, "", `${LOGIN}${search}`);
    let current = true;
    openSignIn().then(
      (config) => {
        if (current && config) setOpening({ kind: "open", config });
      },
      (error: unknown) => {
        if (current) setOpening({ kind: "failed", error });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  if (opening.kind === "loading") return <FullScreenLoader />;
  return (
    <PlainPage link={HrefLink}>
      {opening.kind === "open" ? (
        <>
          <ConfigWatchCore
            config={opening.config}
            onConfig={(config) => setOpening({ kind: "open", config })}
            pathname={LOGIN}
            search={window.location.search}
            admin={false}
            go={(to) => window.location.replace(to)}
          />
          <LoginScreen googleEnabled={opening.config.googleEnabled} />
        </>
      ) : (
        <Stack w="100%" maw={440}>
          <Alert color="red" title="The sign-in page could not load" role="alert">
            {errorMessage(opening.error)}.
          </Alert>
          <Button variant="default" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </Stack>
      )}
    </PlainPage>
  );
}
