import type { MailMessage } from "./mailer";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

export function layout(
  greetingName: string,
  lines: string[],
  action: { label: string; url: string } | null,
) {
  const text = [
    `Hi ${greetingName},`,
    "",
    ...lines,
    "",
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    "If you did not ask for this, you can ignore this e-mail.",
    "— Adviser Desk",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b2a41;line-height:1.5">
<p>Hi ${escapeHtml(greetingName)},</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${
  action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1c4e80;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#5c6b7a">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : ""
}
<p style="font-size:13px;color:#5c6b7a">If you did not ask for this, you can ignore this e-mail.<br>— Adviser Desk</p>
</body></html>`;
  return { text, html };
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: "Confirm your e-mail address for Adviser Desk",
    ...layout(
      name,
      ["Please confirm your e-mail address to finish creating your Adviser Desk account."],
      { label: "Confirm e-mail address", url },
    ),
  };
}

export function resetPasswordEmail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: "Reset your Adviser Desk password",
    ...layout(
      name,
      ["We received a request to reset your password. The link works for one hour."],
      {
        label: "Choose a new password",
        url,
      },
    ),
  };
}

export function existingAccountSignUpEmail(
  to: string,
  name: string,
  signInUrl: string,
): MailMessage {
  return {
    to,
    subject: "You already have an Adviser Desk account",
    ...layout(
      name,
      [
        "Someone (perhaps you) tried to create a new Adviser Desk account with this e-mail address.",
        'You already have an account, so nothing was created. Sign in as usual; if you have forgotten your password, choose "Forgot password?" on the sign-in page.',
      ],
      { label: "Sign in", url: signInUrl },
    ),
  };
}
