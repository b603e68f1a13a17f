import { memberRoles, ROLE_LABELS } from "@adviser-desk/contracts";

/** The roles as Select options, in the order of the table (owner first). */
export const roleOptions = memberRoles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** What each role may do, in a phrase for the invite form and the role menu. */
export const ROLE_SUMMARIES = {
  owner: "Everything: billing, members and the company profile.",
  adviser: "Their own and shared clients; locks records and issues packs.",
  assistant: "Prepares records for advisers; cannot lock, delete or issue packs.",
  "read-only": "Sees everything, changes nothing (a compliance officer).",
} as const;
