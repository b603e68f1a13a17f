import { type MemberRole, ROLE_LABELS } from "@adviser-desk/contracts";
import { layout } from "./auth-emails";
import type { MailMessage } from "./mailer";

export function invitationEmail(
  to: string,
  options: {
    companyName: string;
    inviterName: string;
    role: MemberRole;
    url: string;
    days: number;
  },
): MailMessage {
  return {
    to,
    subject: `${options.inviterName} invites you to ${options.companyName} on Adviser Desk`,
    ...layout(
      to,
      [
        `${options.inviterName} invites you to join ${options.companyName} on Adviser Desk as ${ROLE_LABELS[options.role]}.`,
        `Sign up or sign in with this e-mail address, then accept. The link works once and expires in ${options.days} days.`,
      ],
      { label: "Accept the invitation", url: options.url },
    ),
  };
}
