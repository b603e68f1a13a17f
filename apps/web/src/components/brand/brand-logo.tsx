import { Group, Text, UnstyledButton } from "@mantine/core";
import type { LinkComponent } from "../href-link";
import { BrandMark } from "./brand-mark";

interface BrandLogoProps {
  to: string;
  /** The router's Link inside the app, HrefLink on the signed-out pages. */
  link: LinkComponent;
  size?: "sm" | "md";
  /** Hide the product name on phones, where the header has little room. */
  compact?: boolean;
}

/** Mark and product name, linking home. */
export function BrandLogo({ to, link, size = "md", compact = false }: BrandLogoProps) {
  const mark = size === "md" ? 36 : 30;
  return (
    <UnstyledButton component={link} to={to} aria-label="Adviser Desk home">
      <Group gap={10} wrap="nowrap">
        <BrandMark size={mark} />
        <Text
          component="span"
          fw={700}
          fz={size === "md" ? 20 : 18}
          c="navy.9"
          lts={-0.2}
          visibleFrom={compact ? "sm" : undefined}
        >
          Adviser Desk
        </Text>
      </Group>
    </UnstyledButton>
  );
}
