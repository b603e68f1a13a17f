import type { AuditEntry } from "@adviser-desk/contracts";

/** What was done, in words: "Made admin" rather than `user/grant-admin`. */
const ACTIONS: Readonly<Record<string, string>> = {
  "user/disable": "Disabled user",
  "user/enable": "Enabled user",
  "user/delete": "Deleted user",
  "user/restore": "Restored user",
  "user/purge": "Removed user for good",
  "user/update": "Changed user",
  "user/grant-admin": "Made admin",
  "user/revoke-admin": "Revoked admin",
  "company/update": "Changed company profile",
  "coupon/create": "Created coupon",
  "coupon/disable": "Disabled coupon",
  "coupon/enable": "Enabled coupon",
  "rate-table/publish": "Published table",
  "report-template/upload": "Uploaded report template",
  "report-template/reset": "Reset report template",
  "config/update": "Changed site settings",
};

export function actionLabel(action: string): string {
  const known = ACTIONS[action];
  if (known) return known;
  const words = action.replaceAll("/", " ").replaceAll("-", " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

function emailIn(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const email = (value as Record<string, unknown>).email;
  return typeof email === "string" && email !== "" ? email : null;
}

/** Which user, coupon, table or template an entry is about: "pieter@botha-fp.co.za", "coupon WINTER25". */
export function targetLabel(
  entry: Pick<AuditEntry, "targetType" | "targetId" | "targetEmail" | "before" | "after">,
): string {
  const { targetType, targetId } = entry;
  switch (targetType) {
    case "user":
      return entry.targetEmail ?? emailIn(entry.before) ?? emailIn(entry.after) ?? "a removed user";
    case "coupon":
      return `coupon ${targetId}`;
    case "rate-table": {
      const [kind = "", ...key] = targetId.split(":");
      return `${kind.replaceAll("-", " ")} table ${key.join(":")}`.trim();
    }
    case "report-template":
      return `${targetId.replaceAll("-", " ")} report template`;
    case "config":
      return "site settings";
    default:
      return `${targetType.replaceAll("-", " ")} ${targetId}`;
  }
}
