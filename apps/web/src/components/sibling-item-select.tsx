import { Menu, Text, UnstyledButton } from "@mantine/core";
import { IconCheck, IconSelector } from "@tabler/icons-react";
import classes from "./sibling-item-select.module.css";

export interface SiblingItem {
  id: string;
  label: string;
}

interface SiblingItemSelectProps {
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

/**
 * Spec §2: on a route with an id, a dropdown in the breadcrumb bar switches between sibling
 * items by id, labelled by their description or name. Generic: the caller supplies the items.
 */
export function SiblingItemSelect({
  items,
  currentId,
  onSelect,
  label,
  fallbackLabel = "",
}: SiblingItemSelectProps) {
  const current = items.find((item) => item.id === currentId);
  const currentLabel = current?.label ?? fallbackLabel;
  return (
    <Menu position="bottom-start" width={300} offset={6} disabled={items.length === 0}>
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={`${label}: ${currentLabel}`}>
          <Text component="span" size="sm" fw={600} c="navy.9" truncate>
            {currentLabel}
          </Text>
          <IconSelector size={15} stroke={1.8} color="var(--mantine-color-gray-6)" aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={classes.dropdown}>
        <Menu.Label>{label}</Menu.Label>
        {items.map((item) => {
          const selected = item.id === currentId;
          return (
            <Menu.Item
              key={item.id}
              onClick={() => {
                if (!selected) onSelect(item.id);
              }}
              aria-current={selected ? "page" : undefined}
              fw={selected ? 600 : undefined}
              rightSection={selected ? <IconCheck size={15} stroke={2} /> : null}
            >
              {item.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
