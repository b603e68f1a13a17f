import { Writable } from "node:stream";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { describe, expect, it } from "vitest";
import { lazyRequestLogger } from "./lazy-request-logger";

/** An app logging through request.log, its lines (without the time) collected. */
function appLogging(lazy: boolean): { app: FastifyInstance; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      const { time: _time, ...line } = JSON.parse(String(chunk));
      lines.push(line);
      callback();
    },
  });
  const app = Fastify({
    logger: { level: "info", redact: ["*.password"], stream },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => "req-1",
    ...(lazy ? { childLoggerFactory: lazyRequestLogger } : {}),
  });
  app.get("/logs", async (request) => {
    request.log.warn({ user: { password: "secret", name: "Ann" } }, "something to say");
    request.log.child({ step: "inner" }).info("from a child");
    request.log.debug("below the level");
    return { level: request.log.level };
  });
  app.get("/quiet", async () => ({ ok: true }));
  return { app, lines };
}

describe("the lazy per-request logger", () => {
  it("writes the lines Fastify's per-request logger writes: request id, redaction, level, children", async () => {
    const eager = appLogging(false);
    const lazy = appLogging(true);
    const eagerAnswer = await eager.app.inject("/logs");
    const lazyAnswer = await lazy.app.inject("/logs");
    expect(lazyAnswer.json()).toEqual({ level: "info" });
    expect(lazyAnswer.json()).toEqual(eagerAnswer.json());
    expect(lazy.lines).toHaveLength(2);
    expect(lazy.lines[0]).toMatchObject({
      reqId: "req-1",
      user: { password: "[Redacted]", name: "Ann" },
      msg: "something to say",
    });
    expect(lazy.lines[1]).toMatchObject({ reqId: "req-1", step: "inner", msg: "from a child" });
    expect(lazy.lines).toEqual(eager.lines);
  });

  it("makes no pino child for a request that logs nothing", async () => {
    const { app } = appLogging(true);
    let children = 0;
    const child = app.log.child.bind(app.log);
    app.log.child = (...args: Parameters<typeof child>) => {
      children++;
      return child(...args);
    };
    expect((await app.inject("/quiet")).statusCode).toBe(200);
    expect(children).toBe(0);
    await app.inject("/logs");
    // The request's own, and the one its handler asked for (pino children inherit `child`).
    expect(children).toBe(2);
  });
});
