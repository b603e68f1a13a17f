import { type AddressInfo, createServer as createNetServer } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string[];
  subject: string;
  /** The raw RFC 822 message with quoted-printable soft breaks undone. */
  body: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives: the server's tests start
 * one per app on a free port, the browser suite one for its run on its own port
 * (e2e/support/mail-sink-server.ts).
 */
export async function startMailSink(options: { port?: number } = {}) {
  const messages: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
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
        const body = decodeQuotedPrintable(raw);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: /^Subject: (.*)$/m.exec(body)?.[1]?.trim() ?? "",
          body,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits for the next message to `to` whose subject matches, and returns it. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 5000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject),
        );
        if (found) {
          messages.splice(messages.indexOf(found), 1);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`No e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;

/** The first link in a captured e-mail whose URL contains `fragment`. */
export function linkIn(mail: CapturedMail, fragment: string): string {
  const link = mail.body.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.includes(fragment));
  if (!link) throw new Error(`No link containing ${fragment} in e-mail "${mail.subject}"`);
  return link.replaceAll("&amp;", "&");
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
