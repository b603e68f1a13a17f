import type { Member } from "@adviser-desk/contracts";

/** Only owners and advisers are responsible for clients (ADR 030); others hold none to hand over. */
export const holdsClients = (member: Member) =>
  member.role === "owner" || member.role === "adviser";

/** Whom a leaving member's clients may go to: the company's other owners and advisers. */
export const handOverCandidates = (members: readonly Member[], leaving: Member) =>
  members.filter((member) => holdsClients(member) && member.userId !== leaving.userId);

/**
 * The member to hand to: the one chosen if still offered, else the owner doing the removal,
 * else the first one offered.
 */
export function handOverTarget(
  candidates: readonly Member[],
  selfId: string,
  chosen: string | null,
): Member | undefined {
  return (
    candidates.find((member) => member.userId === chosen) ??
    candidates.find((member) => member.userId === selfId) ??
    candidates[0]
  );
}
