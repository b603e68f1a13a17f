import { deferredUntilUsed } from "./deferred/deferred-until-used";
import { type SiblingItemSelectProps, SiblingItemTarget } from "./sibling-item-target";

export type { SiblingItem, SiblingItemSelectProps } from "./sibling-item-target";

/**
 * Spec §2: on a route with an id, a dropdown in the breadcrumb bar switches between sibling
 * items by id, labelled by their description or name. Generic: the caller supplies the items.
 * Its menu's code loads when the page is first used.
 */
export const SiblingItemSelect = deferredUntilUsed<SiblingItemSelectProps>(
  () => import("./loaded-sibling-item-select").then((m) => m.LoadedSiblingItemSelect),
  ({ items, currentId, label, fallbackLabel = "", onRequest }) => (
    <SiblingItemTarget
      label={label}
      currentLabel={items.find((item) => item.id === currentId)?.label ?? fallbackLabel}
      aria-expanded={false}
      onClick={onRequest}
    />
  ),
);
