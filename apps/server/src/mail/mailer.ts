import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP via nodemailer when SMTP_URL is set; otherwise each mail is printed to the server log. */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(message) {
        log.info(
          { mailTo: message.to, subject: message.subject },
          `E-mail not sent (SMTP_URL is not set). It reads:\n${message.text}`,
        );
      },
      close() {},
    };
  }
  const smtpUrl = options.smtpUrl;
  // nodemailer loads with the first e-mail: start-up does not wait for it.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import("nodemailer").then((m) => m.default.createTransport(smtpUrl));
      await (await transport).sendMail({ from: options.from, ...message });
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}
