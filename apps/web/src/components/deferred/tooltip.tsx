import type { TooltipProps } from "@mantine/core";
import { deferredUntilUsed } from "./deferred-until-used";

/**
 * Mantine's Tooltip, loaded on the first interaction with the page (it is only ever shown on
 * hover, focus or touch): until then the child stands alone.
 */
export const Tooltip = deferredUntilUsed<TooltipProps>(
  () => import("./loaded-tooltip").then((m) => m.LoadedTooltip),
  ({ children }) => children,
);
