import { Menu, Stack, Text } from "@mantine/core";
import { IconLogout, IconSchool } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import type { DeferredProps } from "@/components/deferred/deferred-until-used";
import { useMe } from "@/lib/api/get-me";
import { useSignOut } from "@/lib/api/sign-out";
import { memberCan } from "@/lib/member-can";
import { adminMenuItem, appMenuItems } from "./app-menu-items";
import { type UserMenuProps, UserMenuTarget } from "./user-menu-target";

/** The header's initials circle and full name, opening My Profile / … / Logout (spec §2). */
export function LoadedUserMenu({
  name,
  email,
  trainingUrl,
  requested,
}: UserMenuProps & DeferredProps) {
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const me = useMe().data;
  const admin = me?.claims.admin ?? false;
  const items = (admin ? [...appMenuItems, adminMenuItem] : appMenuItems).filter(
    (item) => item.needs === undefined || memberCan(me?.role, item.needs),
  );
  return (
    <Menu position="bottom-end" width={250} offset={6} defaultOpened={requested}>
      <Menu.Target>
        <UserMenuTarget name={name} email={email} />
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={0} px="sm" py={8}>
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
          <Text c="dimmed" size="xs" truncate>
            {email}
          </Text>
        </Stack>
        <Menu.Divider />
        {items.map((item) => {
          const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
          return (
            <Menu.Item
              key={item.to}
              component={Link}
              to={item.to}
              aria-current={active ? "page" : undefined}
              fw={active ? 600 : undefined}
              c={active ? "navy.8" : undefined}
              leftSection={<item.icon size={18} stroke={1.6} />}
            >
              {item.label}
            </Menu.Item>
          );
        })}
        {trainingUrl ? (
          <Menu.Item
            hiddenFrom="sm"
            component="a"
            href={trainingUrl}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconSchool size={18} stroke={1.6} />}
          >
            Training
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={18} stroke={1.6} />}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
