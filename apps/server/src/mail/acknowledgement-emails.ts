import { layout } from "./auth-emails";
import type { MailMessage } from "./mailer";

export function acknowledgementLinkEmail(
  to: string,
  options: {
    clientName: string;
    adviserName: string;
    companyName: string;
    url: string;
    days: number;
  },
): MailMessage {
  return {
    to,
    subject: `Your record of advice from ${options.companyName}`,
    ...layout(
      options.clientName,
      [
        `${options.adviserName} of ${options.companyName} has issued your record of advice. Please read it and tell us whether you accept it.`,
        `You will be asked to confirm who you are. The link works once and expires in ${options.days} days.`,
      ],
      { label: "Read your record of advice", url: options.url },
    ),
  };
}

export function acknowledgementCodeEmail(
  to: string,
  options: { clientName: string; companyName: string; code: string; minutes: number },
): MailMessage {
  return {
    to,
    subject: `Your code: ${options.code}`,
    ...layout(
      options.clientName,
      [
        `Your code to open the record of advice from ${options.companyName} is ${options.code}.`,
        `It works for ${options.minutes} minutes.`,
      ],
      null,
    ),
  };
}
