import type { MeResponse } from "@adviser-desk/contracts";

/**
 * The name the header shows (spec §2: the contact person's initials and full name): the
 * company's contact person once there is a company, else the signed-in user's own name, else
 * their e-mail address.
 */
export function holderName(me: Pick<MeResponse, "user" | "company">): string {
  const contact = me.company?.contactPerson;
  const contactName = contact ? `${contact.firstName} ${contact.lastName}`.trim() : "";
  return contactName || me.user.name.trim() || me.user.email;
}
