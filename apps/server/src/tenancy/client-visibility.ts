import type { MemberRole } from "@adviser-desk/contracts";

/**
 * Which clients of the company a member sees (ADR 030): every client (the owner and read-only
 * members), or those whose responsible adviser is one of `advisers` or that are shared with one
 * of them (an adviser: themself; an assistant: the advisers they are assigned to).
 */
export type ClientVisibility = "all" | { readonly advisers: readonly string[] };

export function clientVisibilityOf(
  userId: string,
  role: MemberRole,
  assignedAdviserIds: readonly string[],
): ClientVisibility {
  if (role === "owner" || role === "read-only") return "all";
  if (role === "adviser") return { advisers: [userId] };
  return { advisers: [...assignedAdviserIds] };
}
