import { request } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentRequestId } from "#server/context/request-id";
import { registerRequestContext } from "./request-context";

// Over a real socket a body arrives in events of its own, after the first hooks ran: the id must
// still be known to the handler (and to whatever it queues) once the body has been read.

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = Fastify();
  registerRequestContext(app);
  app.post("/echo", async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { requestId: currentRequestId() };
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => app.close());

/** A POST whose body is sent 50 ms after its headers, as a slow client's would be. */
function slowPost(): Promise<{ header: string; body: { requestId: string | null } }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/echo",
        method: "POST",
        headers: { "content-type": "application/json" },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ header: String(res.headers["x-request-id"]), body: JSON.parse(text) }),
        );
      },
    );
    req.on("error", reject);
    req.flushHeaders();
    setTimeout(() => req.end(JSON.stringify({ hello: "world" })), 50);
  });
}

describe("the request context", () => {
  it("knows the request's id in the handler after a body that came later, and answers with it", async () => {
    const answers = await Promise.all([slowPost(), slowPost()]);
    for (const answer of answers) {
      expect(answer.header).toMatch(/\S/);
      expect(answer.body.requestId).toBe(answer.header);
    }
    expect(answers[0]?.header).not.toBe(answers[1]?.header);
  });

  it("has no id outside a request", () => {
    expect(currentRequestId()).toBeNull();
  });
});
