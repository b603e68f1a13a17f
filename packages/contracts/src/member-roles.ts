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
 * company profile, billing and members. The server enforces it before a
 * handler runs; the web reads the same table only to hide actions.
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
    "packs.issue",
  ]),
  assistant: new Set(["company.read", "records.write", "clients.write"]),
  "read-only": new Set(["company.read"]),
};

export function roleMay(role: MemberRole, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role].has(capability);
}

export const ROLE_LABELS: Readonly<Record<MemberRole, string>> = {
  owner: "Owner",
  adviser: "Adviser",
  assistant: "Assistant",
  "read-only": "Read-only",
};
