import { type Capability, type MemberRole, roleMay } from "@adviser-desk/contracts";
import { useMe } from "./api/get-me";

/**
 * Whether the caller's role allows `capability` (ADR 029's table), to hide actions the server
 * would refuse. The server stays the authority; without a known role nothing is hidden.
 */
export function memberCan(role: MemberRole | null | undefined, capability: Capability): boolean {
  return role ? roleMay(role, capability) : true;
}

export function useMemberCan(capability: Capability): boolean {
  return memberCan(useMe().data?.role, capability);
}
