import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconLogout } from "@tabler/icons-react";
import { Link } from "react-router";
import { useSignOut } from "@/lib/api/sign-out";
import { initials } from "@/lib/initials";
import { appMenuItems } from "./app-menu-items";

interface UserMenuProps {
  name: string;
  email: string;
}

/** The header's initials circle and full name, opening My Profile / … / Logout (spec §2). */
export function UserMenu({ name, email }: UserMenuProps) {
  const signOut = useSignOut();
  const shownName = name.trim() || email;
  const monogram = initials(name) || initials(email);
  return (
    <Menu position="bottom-end" width={240} offset={6}>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${shownName}`} py={4} px={6}>
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
            <Text fw={600} size="sm" c="navy.9" visibleFrom="sm" maw={220} truncate>
              {shownName}
            </Text>
            <IconChevronDown size={16} stroke={1.8} color="var(--mantine-color-gray-6)" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={0} px="sm" py={8}>
          <Text fw={600} size="sm" truncate>
            {shownName}
          </Text>
          <Text c="dimmed" size="xs" truncate>
            {email}
          </Text>
        </Stack>
        <Menu.Divider />
        {appMenuItems.map((item) => (
          <Menu.Item
            key={item.to}
            component={Link}
            to={item.to}
            leftSection={<item.icon size={18} stroke={1.6} />}
          >
            {item.label}
          </Menu.Item>
        ))}
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
