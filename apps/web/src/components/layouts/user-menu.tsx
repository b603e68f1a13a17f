import { deferredUntilUsed } from "@/components/deferred/deferred-until-used";
import { type UserMenuProps, UserMenuTarget } from "./user-menu-target";

/** The header's account menu; its code loads when the page is first used. */
export const UserMenu = deferredUntilUsed<UserMenuProps>(
  () => import("./loaded-user-menu").then((m) => m.LoadedUserMenu),
  ({ name, email, onRequest }) => (
    <UserMenuTarget name={name} email={email} aria-expanded={false} onClick={onRequest} />
  ),
);
