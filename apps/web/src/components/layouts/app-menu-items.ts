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
}

/** The signed-in header menu, above Logout, in the order of spec §2. */
export const appMenuItems: readonly AppMenuItem[] = [
  { label: "My Profile", to: PROFILE, icon: IconUserCircle },
  { label: "Clients / Scenarios", to: CLIENTS, icon: IconUsers },
  { label: "My Company Details", to: COMPANY, icon: IconBuilding },
  { label: "Subscriptions", to: SUBSCRIPTIONS, icon: IconCreditCard },
];

/** Shown to administrators only, after the items above. */
export const adminMenuItem: AppMenuItem = {
  label: "Administration",
  to: ADMIN,
  icon: IconShieldLock,
};
