import { z } from "zod";

/** A company member's role (issue 19): what they may do is `ROLE_CAPABILITIES`, nothing else. */
export const memberRoles = ["owner", "adviser", "assistant", "read-only"] as const;
export const memberRoleSchema = z.enum(memberRoles);
export type MemberRole = z.infer<typeof memberRoleSchema>;

/**
 * What a company route needs (declared with `needs` next to its `access`). `company.read` is
 * every member's: reading the company's data.
 */
export const capabilities = [
  "company.read",
  "records.write",
  "records.lock",
  "records.delete",
  "clients.write",
  "clients.delete",
  "clients.review",
  "clients.erase",
  "clients.export",
  "packs.issue",
  "company.manage",
  "billing.manage",
  "members.manage",
] as const;
export type Capability = (typeof capabilities)[number];

/**
 * The one table of who may do what. Reading is every member's (read-only: "sees all, changes
 * nothing"); assistants prepare records and clients but cannot lock, delete, issue packs or mark a
 * client reviewed (a FAIS review is the adviser's to vouch for); only the owner manages the
 * company profile, billing and members. Exporting a client's personal data (POPIA s 23) and
 * erasing or restricting a client are the owner's and advisers' (ADR 050), with the two
 * refinements below. The server enforces it before a handler runs; the web reads the same
 * table only to hide actions.
 */
export const ROLE_CAPABILITIES: Readonly<Record<MemberRole, ReadonlySet<Capability>>> = {
  owner: new Set(capabilities),
  adviser: new Set([
    "company.read",
    "records.write",
    "records.lock",
    "records.delete",
    "clients.write",
    "clients.delete",
    "clients.review",
    "clients.erase",
    "clients.export",
    "packs.issue",
  ]),
  assistant: new Set(["company.read", "records.write", "clients.write"]),
  "read-only": new Set(["company.read"]),
};

/** The practice's settings that widen a role (the owner edits them on /company). */
export interface PracticeSettings {
  /** Assistants and read-only members may export a client's personal data (default: no). */
  exportByStaff: boolean;
}
export const DEFAULT_PRACTICE_SETTINGS: PracticeSettings = { exportByStaff: false };

/** Capabilities a role has only while the practice's setting is on. */
export const CAPABILITIES_BY_SETTING: Readonly<
  Partial<Record<MemberRole, Partial<Record<Capability, keyof PracticeSettings>>>>
> = {
  assistant: { "clients.export": "exportByStaff" },
  "read-only": { "clients.export": "exportByStaff" },
};

/**
 * Capabilities an adviser holds only for the clients they are responsible for (the owner holds
 * them for every client): the service checks the client (403 `clients/not-responsible`), as
 * sharing does (ADR 030). A merely shared adviser may not erase or restrict.
 */
export const RESPONSIBLE_ADVISER_ONLY: ReadonlySet<Capability> = new Set(["clients.erase"]);

export function roleMay(
  role: MemberRole,
  capability: Capability,
  settings: PracticeSettings = DEFAULT_PRACTICE_SETTINGS,
): boolean {
  if (ROLE_CAPABILITIES[role].has(capability)) return true;
  const setting = CAPABILITIES_BY_SETTING[role]?.[capability];
  return setting !== undefined && settings[setting];
}

/** Whether a member of `role` (with id `userId`) may act on a client held by `responsibleAdviserId`. */
export function mayActOnClient(
  member: { role: MemberRole; userId: string },
  capability: Capability,
  responsibleAdviserId: string | null,
): boolean {
  if (!roleMay(member.role, capability)) return false;
  if (!RESPONSIBLE_ADVISER_ONLY.has(capability) || member.role === "owner") return true;
  return responsibleAdviserId === member.userId;
}

export const ROLE_LABELS: Readonly<Record<MemberRole, string>> = {
  owner: "Owner",
  adviser: "Adviser",
  assistant: "Assistant",
  "read-only": "Read-only",
};
