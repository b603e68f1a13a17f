import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { afterFirstPaint } from "@/lib/after-first-paint";
import { watchConfig } from "@/lib/api/config-stream";
import { meQueryOptions } from "@/lib/api/get-me";
import { publicConfigQueryOptions } from "@/lib/api/get-public-config";
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

/**
 * Spec §4 "config watch", on every page: the live site config (GET /config, then the event
 * stream) moves everyone to /under-construction while it is set and to /login when it is
 * cleared, and asks to refresh when the app's version changes. It also loads the chat widget.
 */
export function ConfigWatch() {
  const queryClient = useQueryClient();
  const config = useQuery(publicConfigQueryOptions()).data;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Only what is already known (never a request of its own): the route guards load /me.
  const admin = useQuery({ ...meQueryOptions(), enabled: false }).data?.claims.admin ?? false;

  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = afterFirstPaint(() => {
      stop = watchConfig((next) => {
        queryClient.setQueryData(publicConfigQueryOptions().queryKey, next);
      });
    }, STREAM_START_DELAY_MS);
    return () => {
      cancel();
      stop?.();
    };
  }, [queryClient]);

  const underConstruction = config?.underConstruction;
  useEffect(() => {
    if (underConstruction === undefined) return;
    const to = maintenanceRedirect(underConstruction, pathname, { admin, search });
    if (to) void navigate(to, { replace: true });
  }, [underConstruction, pathname, search, admin, navigate]);

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
