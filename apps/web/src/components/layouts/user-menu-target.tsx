import { Avatar, Group, Text, UnstyledButton, type UnstyledButtonProps } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { initials } from "@/lib/initials";

export interface UserMenuProps {
  /** The contact person's full name (or the user's own, before there is a company). */
  name: string;
  email: string;
  /** Training link, listed here on phones where the header has no room for it. */
  trainingUrl: string | null;
}

interface UserMenuTargetProps
  extends UnstyledButtonProps,
    Omit<ComponentPropsWithoutRef<"button">, keyof UnstyledButtonProps | "name"> {
  name: string;
  email: string;
}

/** The account menu's button: the initials circle and the full name. */
export const UserMenuTarget = forwardRef<HTMLButtonElement, UserMenuTargetProps>(
  function UserMenuTarget({ name, email, ...props }, ref) {
    const monogram = initials(name) || initials(email);
    return (
      <UnstyledButton
        ref={ref}
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        py={4}
        px={6}
        {...props}
      >
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
    );
  },
);
