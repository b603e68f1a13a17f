import type { PublicConfigResponse, SignedOutEvent } from "@adviser-desk/contracts";
import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { urlOf } from "../api";

const MAX_RETRY_MS = 30_000;

/**
 * Follows GET /api/v1/config/stream (server-sent events: the config at connect, then after every
 * change). The browser reconnects by itself after a dropped connection; when it gives up (the
 * server answered with an error, e.g. while restarting) this reconnects with growing pauses.
 * `onSignedOut` hears the stream's `signed-out`: an administrator ended this page's session.
 * Returns a function that stops watching.
 */
export function watchConfig(
  onConfig: (config: PublicConfigResponse) => void,
  onSignedOut?: (event: SignedOutEvent) => void,
): () => void {
  let source: EventSource | undefined;
  let retryTimer: number | undefined;
  let retryMs = 1000;
  let stopped = false;

  const connect = () => {
    source = new EventSource(urlOf(accountRoutes.streamConfig));
    source.addEventListener("config", (event) => {
      retryMs = 1000;
      try {
        onConfig(JSON.parse((event as MessageEvent<string>).data) as PublicConfigResponse);
      } catch (error) {
        console.warn("unreadable config event", error);
      }
    });
    source.addEventListener("signed-out", (event) => {
      try {
        onSignedOut?.(JSON.parse((event as MessageEvent<string>).data) as SignedOutEvent);
      } catch (error) {
        console.warn("unreadable signed-out event", error);
      }
    });
    source.addEventListener("error", () => {
      if (stopped || source?.readyState !== EventSource.CLOSED) return;
      retryTimer = window.setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    });
  };
  connect();

  return () => {
    stopped = true;
    window.clearTimeout(retryTimer);
    source?.close();
  };
}
