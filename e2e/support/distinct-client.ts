import { request as httpRequest } from "node:http";
import { APP_PORT } from "./ports";

// The server limits sign-ups to 10 an hour per client address (and sign-ins to 30 in 5 minutes).
// The journeys create a fresh adviser per test, so they sign up and in the way a crowd of real
// advisers would: each from its own address. All of 127.0.0.0/8 is this machine's loopback; the
// address is drawn at random because a worker process restarts (and forgets) after a failure.

const randomInt = (below: number) => Math.floor(Math.random() * below);

function nextClientAddress(): string {
  return `127.${1 + randomInt(254)}.${randomInt(256)}.${2 + randomInt(252)}`;
}

export interface AuthAnswer {
  status: number;
  body: string;
  setCookies: string[];
}

/**
 * POSTs JSON to the app (the one on `port`) from the next client address; the response's cookies
 * are returned.
 */
export function postFromNewClient(
  path: string,
  data: unknown,
  port = APP_PORT,
): Promise<AuthAnswer> {
  const body = JSON.stringify(data);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        localAddress: nextClientAddress(),
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            setCookies: res.headers["set-cookie"] ?? [],
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export interface BrowserCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "Lax" | "Strict" | "None";
}

/** A Set-Cookie header as a cookie for the app's host (localhost), for a browser context. */
export function cookieFor(setCookie: string): BrowserCookie {
  const [pair = "", ...attributes] = setCookie.split(";").map((part) => part.trim());
  const separator = pair.indexOf("=");
  const attribute = (name: string) =>
    attributes.find((a) => a.toLowerCase().startsWith(`${name.toLowerCase()}=`))?.split("=")[1];
  const maxAge = Number(attribute("Max-Age") ?? "3600");
  const sameSite = attribute("SameSite")?.toLowerCase();
  return {
    name: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    domain: "localhost",
    path: attribute("Path") ?? "/",
    expires: Math.floor(Date.now() / 1000) + maxAge,
    httpOnly: attributes.some((a) => a.toLowerCase() === "httponly"),
    secure: false,
    sameSite: sameSite === "strict" ? "Strict" : sameSite === "none" ? "None" : "Lax",
  };
}
