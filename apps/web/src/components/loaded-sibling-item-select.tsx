import { Menu } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { DeferredProps } from "./deferred/deferred-until-used";
import classes from "./sibling-item-select.module.css";
import type { SiblingItemSelectProps } from "./sibling-item-target";
import { SiblingItemTarget } from "./sibling-item-target";

/**
 * The sibling switcher's menu, as `SiblingItemSelect` loads it.
 */
export function LoadedSiblingItemSelect({
  items,
  currentId,
  onSelect,
  label,
  fallbackLabel = "",
  requested,
}: SiblingItemSelectProps & DeferredProps) {
  const current = items.find((item) => item.id === currentId);
  const currentLabel = current?.label ?? fallbackLabel;
  return (
    <Menu
      position="bottom-start"
      width={300}
      offset={6}
      disabled={items.length === 0}
      defaultOpened={requested && items.length > 0}
    >
      <Menu.Target>
        <SiblingItemTarget label={label} currentLabel={currentLabel} />
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
