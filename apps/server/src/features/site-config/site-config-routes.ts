import type { OutgoingHttpHeaders } from "node:http";
import type { PublicConfigResponse, SignedOutEvent } from "@adviser-desk/contracts";
import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sessionTokenOf } from "#server/auth/session-cache-key";
import type { SessionWatch } from "#server/auth/session-watch";
import type { ServerConfig } from "#server/config/env";
import type { Db } from "#server/db/database";
import { defineRoute } from "#server/http/api-route";
import type { ConfigBroadcaster } from "./config-broadcaster";
import { publicConfig, updateSiteConfig } from "./site-config-service";

const KEEP_ALIVE_MS = 25_000;

export function registerSiteConfigRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: ServerConfig;
    buildId: string;
    broadcaster: ConfigBroadcaster;
    sessions: SessionWatch;
  },
) {
  defineRoute(app, endpoints.getConfig, {
    handler: async ({ reply }) => {
      reply.header("cache-control", "no-store");
      return deps.broadcaster.current();
    },
  });

  // Server-sent events: the current config at once, then every change (spec §4 "config watch").
  const openStreams = new Set<() => void>();
  // End open streams before the server stops, or shutdown would wait on them forever.
  app.addHook("preClose", async () => {
    for (const end of openStreams) end();
  });
  defineRoute(app, endpoints.streamConfig, {
    // The stream answers by hand: its reply is returned, not a value.
    handler: async ({ request, reply }) => {
      reply.hijack();
      const res = reply.raw;
      // Hijacked, the reply's headers (security headers, request id) are sent only if copied.
      res.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      const send = (config: PublicConfigResponse) =>
        res.write(`event: config\ndata: ${JSON.stringify(config)}\n\n`);
      send(deps.broadcaster.current());
      const unsubscribe = deps.broadcaster.subscribe(send);
      const unwatch = watchSession(request, deps.sessions, (ended) =>
        res.write(`event: signed-out\ndata: ${JSON.stringify(ended)}\n\n`),
      );
      const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
      const end = () => {
        clearInterval(keepAlive);
        unsubscribe();
        unwatch();
        openStreams.delete(end);
        res.end();
      };
      openStreams.add(end);
      request.raw.on("close", end);
      return reply;
    },
  });

  defineRoute(app, endpoints.updateConfig, {
    handler: async ({ caller: { user: admin }, body }) => {
      const row = await updateSiteConfig(deps.db, body, { id: admin.id, email: admin.email });
      return publicConfig(row, deps.config, deps.buildId);
    },
  });
}

/**
 * The page's session, followed while its stream is open: an administrator disabling or deleting
 * the user signs the page out at once, with the reason, instead of on its next request (review
 * B3-5), so the person is told before they type more. A session already ended so is told at once.
 */
function watchSession(
  request: FastifyRequest,
  sessions: SessionWatch,
  signedOut: (event: SignedOutEvent) => void,
): () => void {
  const eventOf = (refusal: { code: string; message: string }) => ({
    code: refusal.code,
    detail: refusal.message,
  });
  if (request.sessionRefusal) {
    signedOut(eventOf(request.sessionRefusal));
    return () => {};
  }
  const token = request.sessionUser ? sessionTokenOf(request.headers) : null;
  if (!token) return () => {};
  return sessions.watch(token, (refusal) => signedOut(eventOf(refusal)));
}
