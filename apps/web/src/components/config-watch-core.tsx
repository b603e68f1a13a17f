import type { PublicConfigResponse, SignedOutEvent } from "@adviser-desk/contracts";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { afterFirstPaint } from "@/lib/after-first-paint";
import { watchConfig } from "@/lib/api/config-stream";
import { storedVersion, storeVersion } from "@/lib/app-version";
import { loadChatWidget } from "@/lib/chat-widget";
import { maintenanceRedirect, versionAction } from "@/lib/config-watch-rules";

const VersionPrompt = lazy(() =>
  import("./version-prompt").then((m) => ({ default: m.VersionPrompt })),
);

/**
 * The stream holds one of the browser's few connections to the server for as long as the page is
 * open, so it starts once the first screen has everything it needs. Nothing is missed meanwhile:
 * the screen already read the config, and the stream sends the current one when it connects.
 */
const STREAM_START_DELAY_MS = 1500;

interface ConfigWatchCoreProps {
  /** The config as last read (undefined until the first read). */
  config: PublicConfigResponse | undefined;
  /** Stores a config the stream sent (the caller re-renders with it). */
  onConfig: (config: PublicConfigResponse) => void;
  /** An administrator ended this page's session (the signed-in app only). */
  onSignedOut?: (event: SignedOutEvent) => void;
  pathname: string;
  search: string;
  admin: boolean;
  /** Moves the page (the router inside the app, a page load on the sign-in page). */
  go: (to: string) => void;
}

/**
 * Spec §4 "config watch", on every page: the live site config (GET /config, then the event
 * stream) moves everyone to /under-construction while it is set and to /login when it is
 * cleared, and asks to refresh when the app's version changes. It also loads the chat widget.
 * This part knows no router or query client, so the sign-in page runs the same rules.
 */
export function ConfigWatchCore({
  config,
  onConfig,
  onSignedOut,
  pathname,
  search,
  admin,
  go,
}: ConfigWatchCoreProps) {
  const latestOnConfig = useRef(onConfig);
  latestOnConfig.current = onConfig;
  const latestOnSignedOut = useRef(onSignedOut);
  latestOnSignedOut.current = onSignedOut;
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = afterFirstPaint(() => {
      stop = watchConfig(
        (next) => latestOnConfig.current(next),
        (event) => latestOnSignedOut.current?.(event),
      );
    }, STREAM_START_DELAY_MS);
    return () => {
      cancel();
      stop?.();
    };
  }, []);

  const underConstruction = config?.underConstruction;
  const latestGo = useRef(go);
  latestGo.current = go;
  useEffect(() => {
    if (underConstruction === undefined) return;
    const to = maintenanceRedirect(underConstruction, pathname, { admin, search });
    if (to) latestGo.current(to);
  }, [underConstruction, pathname, search, admin]);

  const chatScript = config?.chatWidgetScriptUrl;
  useEffect(() => {
    if (!chatScript) return;
    return afterFirstPaint(() => loadChatWidget(chatScript));
  }, [chatScript]);

  const [askFor, setAskFor] = useState<string | null>(null);
  const declined = useRef<string | null>(null);
  const version = config?.version;
  useEffect(() => {
    if (version === undefined) return;
    const action = versionAction(version, storedVersion(), declined.current);
    if (action === "remember") storeVersion(version);
    setAskFor(action === "ask" ? version : null);
  }, [version]);

  if (askFor === null) return null;
  return (
    <Suspense fallback={null}>
      <VersionPrompt
        version={askFor}
        onNo={() => {
          declined.current = askFor;
          setAskFor(null);
        }}
      />
    </Suspense>
  );
}
