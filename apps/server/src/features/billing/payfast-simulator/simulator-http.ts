import type { FastifyInstance } from "fastify";
import { SIMULATOR_PREFIX } from "../payfast/payfast-endpoints";
import type { PayfastHttp } from "../payfast/payfast-http";
import type { DeliverItn } from "./register-simulator";

/**
 * In simulator mode PayFast is this app: calls to the simulator's URLs go through app.inject,
 * so development and tests need no network and no listening port.
 */
export function simulatorHttp(app: FastifyInstance, publicUrl: string): PayfastHttp {
  const base = `${publicUrl}${SIMULATOR_PREFIX}`;
  return async ({ method, url, headers, body }) => {
    if (!url.startsWith(base)) throw new Error(`simulator mode cannot reach ${url}`);
    const response = await app.inject({
      method,
      url: url.slice(publicUrl.length),
      headers,
      ...(body !== undefined ? { payload: body } : {}),
    });
    return { status: response.statusCode, text: response.body };
  };
}

/** The simulator posts ITNs to our own notify URL from 127.0.0.1, like PayFast from its servers. */
export function simulatorDeliverItn(app: FastifyInstance, publicUrl: string): DeliverItn {
  return async (notifyUrl, body) => {
    if (!notifyUrl.startsWith(publicUrl)) return 0;
    const response = await app.inject({
      method: "POST",
      url: notifyUrl.slice(publicUrl.length),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: body,
      remoteAddress: "127.0.0.1",
    });
    return response.statusCode;
  };
}
