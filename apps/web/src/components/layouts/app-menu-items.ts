import { type Icon, IconUserCircle } from "@tabler/icons-react";

export interface AppMenuItem {
  label: string;
  to: string;
  icon: Icon;
}

/**
 * The signed-in header menu, above Logout (spec §2). Add Clients / Scenarios, My Company Details
 * and Subscriptions here as their screens arrive.
 */
export const appMenuItems: readonly AppMenuItem[] = [
  { label: "My Profile", to: "/profile", icon: IconUserCircle },
];
