import type { MeResponse } from "@adviser-desk/contracts";
import { memberCan } from "./member-can";

/**
 * The name the header shows (spec §2: the contact person's initials and full name): the
 * company's contact person once there is a company, else the signed-in user's own name, else
 * their e-mail address. A practice's other members (who do not manage the company profile) see
 * their own name: the contact person is the owner's.
 */
export function holderName(
  me: Pick<MeResponse, "user" | "company"> & { role?: MeResponse["role"] },
): string {
  const contact = memberCan(me.role, "company.manage") ? me.company?.contactPerson : undefined;
  const contactName = contact ? `${contact.firstName} ${contact.lastName}`.trim() : "";
  return contactName || me.user.name.trim() || me.user.email;
}
