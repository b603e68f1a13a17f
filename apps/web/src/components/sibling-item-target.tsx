import { Text, UnstyledButton, type UnstyledButtonProps } from "@mantine/core";
import { IconSelector } from "@tabler/icons-react";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import classes from "./sibling-item-select.module.css";

export interface SiblingItem {
  id: string;
  label: string;
}

export interface SiblingItemSelectProps {
  /** The items to switch between (e.g. a client's scenarios), in the order to list them. */
  items: readonly SiblingItem[];
  currentId: string;
  /** Called with the chosen item's id; usually navigates to it. */
  onSelect: (id: string) => void;
  /** What the items are, for screen readers: "Switch client". */
  label: string;
  /** Shown when the current item is not (yet) among `items`. */
  fallbackLabel?: string;
}

interface SiblingItemTargetProps
  extends UnstyledButtonProps,
    Omit<ComponentPropsWithoutRef<"button">, keyof UnstyledButtonProps> {
  /** What the items are ("Switch client") and the current one's label. */
  label: string;
  currentLabel: string;
}

/** The switcher's button: the current item's label. */
export const SiblingItemTarget = forwardRef<HTMLButtonElement, SiblingItemTargetProps>(
  function SiblingItemTarget({ label, currentLabel, ...props }, ref) {
    return (
      <UnstyledButton
        ref={ref}
        className={classes.target}
        aria-label={`${label}: ${currentLabel}`}
        aria-haspopup="menu"
        {...props}
      >
        <Text component="span" size="sm" fw={600} c="navy.9" truncate>
          {currentLabel}
        </Text>
        <IconSelector size={15} stroke={1.8} color="var(--mantine-color-gray-6)" aria-hidden />
      </UnstyledButton>
    );
  },
);
