import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconLogout, IconSchool } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { useMe } from "@/lib/api/get-me";
import { useSignOut } from "@/lib/api/sign-out";
import { initials } from "@/lib/initials";
import { memberCan } from "@/lib/member-can";
import { adminMenuItem, appMenuItems } from "./app-menu-items";

interface UserMenuProps {
  /** The contact person's full name (or the user's own, before there is a company). */
  name: string;
  email: string;
  /** Training link, listed here on phones where the header has no room for it. */
  trainingUrl: string | null;
}

/** The header's initials circle and full name, opening My Profile / … / Logout (spec §2). */
export function UserMenu({ name, email, trainingUrl }: UserMenuProps) {
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const me = useMe().data;
  const admin = me?.claims.admin ?? false;
  const items = (admin ? [...appMenuItems, adminMenuItem] : appMenuItems).filter(
    (item) => item.needs === undefined || memberCan(me?.role, item.needs),
  );
  const monogram = initials(name) || initials(email);
  return (
    <Menu position="bottom-end" width={250} offset={6}>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`} py={4} px={6}>
          <Group gap={10} wrap="nowrap">
            <Avatar
              color="teal"
              variant="filled"
              radius="xl"
              size={38}
              styles={{ placeholder: { fontSize: monogram.length > 2 ? 12 : 14, fontWeight: 700 } }}
            >
              {monogram}
            </Avatar>
            <Text fw={600} size="sm" c="navy.9" visibleFrom="md" maw={200} truncate>
              {name}
            </Text>
            <IconChevronDown size={16} stroke={1.8} color="var(--mantine-color-gray-6)" />
          </Group>
        </UnstyledButton>
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
