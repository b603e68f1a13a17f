import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";
import { MAIL_API_PORT, SMTP_PORT } from "./ports";

/**
 * A real SMTP server for the e2e run, plus a tiny HTTP API the specs poll:
 * GET /messages?to=<address> → [{ to, subject, body }] (quoted-printable undone).
 */
interface Message {
  to: string[];
  subject: string;
  body: string;
}
const messages: Message[] = [];

const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    let raw = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      raw += chunk;
    });
    stream.on("end", () => {
      const body = decode(raw);
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject: /^Subject: (.*)$/m.exec(body)?.[1]?.trim() ?? "",
        body,
      });
      callback();
    });
  },
});
smtp.listen(SMTP_PORT, "127.0.0.1");

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const to = url.searchParams.get("to")?.toLowerCase();
  const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(found));
}).listen(MAIL_API_PORT, "127.0.0.1");
