import type { Capability } from "@adviser-desk/contracts";
import {
  type Icon,
  IconBuilding,
  IconCreditCard,
  IconShieldLock,
  IconUserCircle,
  IconUsers,
} from "@tabler/icons-react";
import { ADMIN, CLIENTS, COMPANY, PROFILE, SUBSCRIPTIONS } from "@/lib/paths";

export interface AppMenuItem {
  label: string;
  to: string;
  icon: Icon;
  /** Shown only to roles with this capability (ADR 029). */
  needs?: Capability;
}

/** The signed-in header menu, above Logout, in the order of spec §2. */
export const appMenuItems: readonly AppMenuItem[] = [
  { label: "My Profile", to: PROFILE, icon: IconUserCircle },
  { label: "Clients / Scenarios", to: CLIENTS, icon: IconUsers },
  { label: "My Company Details", to: COMPANY, icon: IconBuilding },
  { label: "Subscriptions", to: SUBSCRIPTIONS, icon: IconCreditCard, needs: "billing.manage" },
];

/** Shown to administrators only, after the items above. */
export const adminMenuItem: AppMenuItem = {
  label: "Administration",
  to: ADMIN,
  icon: IconShieldLock,
};
