import "./workspace-styles";
import type { MeResponse } from "@adviser-desk/contracts";
import { AppShell, Container } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { FullScreenLoader } from "@/components/full-screen-loader";
import { lazyDialog } from "@/components/lazy-dialog";
import { RouteLoader } from "@/components/route-loader";
import { holderName } from "@/lib/account-holder";
import { useMe } from "@/lib/api/get-me";
import { publicConfigQueryOptions } from "@/lib/api/get-public-config";
import { signInFirst } from "@/lib/route-access";
import { useSessionEnded } from "@/lib/session-ended";
import { withSignOutReason } from "@/lib/sign-out-reason";
import { AppHeader } from "./app-header";
import classes from "./app-layout.module.css";
import { BreadcrumbBar } from "./breadcrumb-bar";
import { BreadcrumbSlotContext } from "./breadcrumb-slot";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { useWelcomeOverview } from "./use-welcome-overview";

const OverviewModal = lazyDialog(() => import("./overview-modal").then((m) => m.OverviewModal));

/**
 * The signed-in layout of spec §2: sticky header (logo, Training, Overview, initials circle and
 * name with its menu), breadcrumb bar, the screen, and the route loader. The routes' guards have
 * already checked the session; this only reacts when it ends while the screen is open.
 */
export function AppLayout() {
  const me = useMe();
  const { pathname, search } = useLocation();
  const lastMe = useRef<MeResponse | null>(null);
  if (me.data) lastMe.current = me.data;
  // An administrator ended the session and the page was told (config watch): it stays, with what
  // was typed, under the notice that says so, until the person goes to sign in.
  const endedLive = useSessionEnded() !== null;
  if (me.data === null && endedLive && lastMe.current) return <SignedInShell me={lastMe.current} />;
  // The session ended while the screen was open: sign in (told why), then come back here.
  if (me.data === null) {
    return <Navigate to={withSignOutReason(signInFirst(`${pathname}${search}`))} replace />;
  }
  if (me.data === undefined) {
    if (me.isError) throw me.error;
    return <FullScreenLoader />;
  }
  return <SignedInShell me={me.data} />;
}

function SignedInShell({ me }: { me: MeResponse }) {
  const config = useQuery(publicConfigQueryOptions()).data;
  const overview = useWelcomeOverview(me);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const { company } = me;
  const logo =
    company?.accountImage != null
      ? { src: company.accountImage, companyName: company.accountName }
      : null;

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <SkipLink />
      <AppShell.Header className={classes.header}>
        <AppHeader
          holderName={holderName(me)}
          email={me.user.email}
          logo={logo}
          trainingUrl={config?.trainingUrl ?? null}
          onOverview={overview.open}
        />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <BreadcrumbBar slotRef={setSlot} />
        <Container
          size="lg"
          py={{ base: "lg", sm: "xl" }}
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className={classes.content}
        >
          <BreadcrumbSlotContext.Provider value={slot}>
            <Outlet />
          </BreadcrumbSlotContext.Provider>
        </Container>
      </AppShell.Main>
      <OverviewModal
        opened={overview.opened}
        onClose={overview.close}
        videoUrl={config?.overviewVideoUrl ?? null}
      />
      <RouteLoader />
    </AppShell>
  );
}
