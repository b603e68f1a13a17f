import { type PublicConfigResponse, siteConfigUpdateSchema } from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import { requireAdmin } from "../../auth/session-guard";
import type { AppConfig } from "../../config/env";
import type { Db } from "../../db/database";
import { parseBody } from "../../http/validation";
import type { ConfigBroadcaster } from "./config-broadcaster";
import { publicConfig, updateSiteConfig } from "./site-config-service";

const KEEP_ALIVE_MS = 25_000;

export function registerSiteConfigRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: AppConfig; buildId: string; broadcaster: ConfigBroadcaster },
) {
  app.get("/api/v1/config", async (_request, reply): Promise<PublicConfigResponse> => {
    reply.header("cache-control", "no-store");
    return deps.broadcaster.current();
  });

  // Server-sent events: the current config at once, then every change (spec §4 "config watch").
  const openStreams = new Set<() => void>();
  // End open streams before the server stops, or shutdown would wait on them forever.
  app.addHook("preClose", async () => {
    for (const end of openStreams) end();
  });
  app.get("/api/v1/config/stream", (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    const send = (config: PublicConfigResponse) =>
      res.write(`event: config\ndata: ${JSON.stringify(config)}\n\n`);
    send(deps.broadcaster.current());
    const unsubscribe = deps.broadcaster.subscribe(send);
    const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
    const end = () => {
      clearInterval(keepAlive);
      unsubscribe();
      openStreams.delete(end);
      res.end();
    };
    openStreams.add(end);
    request.raw.on("close", end);
  });

  app.put("/api/v1/admin/config", async (request): Promise<PublicConfigResponse> => {
    const admin = requireAdmin(request);
    const change = parseBody("config", siteConfigUpdateSchema, request.body);
    const row = await updateSiteConfig(deps.db, change, { id: admin.id, email: admin.email });
    return publicConfig(row, deps.config, deps.buildId);
  });
}
