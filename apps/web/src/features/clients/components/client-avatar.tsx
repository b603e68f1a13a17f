import { Avatar } from "@mantine/core";
import { initials } from "@/lib/initials";

interface ClientAvatarProps {
  name: string;
  size?: number;
}

export function ClientAvatar({ name, size = 38 }: ClientAvatarProps) {
  return (
    <Avatar color="navy" variant="light" radius="xl" size={size} aria-hidden>
      {initials(name)}
    </Avatar>
  );
}
