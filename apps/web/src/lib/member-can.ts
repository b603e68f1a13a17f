import {
  type Capability,
  DEFAULT_PRACTICE_SETTINGS,
  type MemberRole,
  type PracticeSettings,
  roleMay,
} from "@adviser-desk/contracts";
import { createContext, useContext } from "react";
import { useMe } from "./api/get-me";

/**
 * Whether the caller's role allows `capability` (ADR 029's table, widened by the practice's
 * settings, ADR 050), to hide actions the server would refuse. The server stays the authority;
 * without a known role nothing is hidden.
 */
export function memberCan(
  role: MemberRole | null | undefined,
  capability: Capability,
  settings: PracticeSettings = DEFAULT_PRACTICE_SETTINGS,
): boolean {
  return role ? roleMay(role, capability, settings) : true;
}

/** What changes a client or its records: nothing of it while the client is restricted. */
const CLIENT_WRITES: ReadonlySet<Capability> = new Set([
  "records.write",
  "records.lock",
  "records.delete",
  "clients.write",
  "clients.delete",
  "clients.erase",
  "packs.issue",
]);

/**
 * Set around a restricted client's page and its records' screens (ADR 050): every action that
 * would change it is hidden there, as the database refuses it.
 */
export const RestrictedClientContext = createContext(false);

export function useMemberCan(capability: Capability): boolean {
  const me = useMe().data;
  const restricted = useContext(RestrictedClientContext);
  if (restricted && CLIENT_WRITES.has(capability)) return false;
  return memberCan(me?.role, capability, {
    exportByStaff: me?.company?.exportByStaff ?? DEFAULT_PRACTICE_SETTINGS.exportByStaff,
  });
}
