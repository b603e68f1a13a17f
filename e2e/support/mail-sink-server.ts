import { createServer } from "node:http";
import { startMailSink } from "../../apps/server/test/support/mail-sink";
import { MAIL_API_PORT, SMTP_PORT } from "./ports";

/**
 * The server tests' SMTP sink on the e2e run's port, plus a tiny HTTP API the specs poll:
 * GET /messages?to=<address> → [{ to, subject, body }] (quoted-printable undone).
 */
const { messages } = await startMailSink({ port: SMTP_PORT });

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const to = url.searchParams.get("to")?.toLowerCase();
  const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(found));
}).listen(MAIL_API_PORT, "127.0.0.1");
