import { Tooltip, type TooltipProps } from "@mantine/core";
import type { DeferredProps } from "./deferred-until-used";

/** Mantine's Tooltip, as the deferred `Tooltip` loads it. */
export function LoadedTooltip({ requested: _requested, ...props }: TooltipProps & DeferredProps) {
  return <Tooltip {...props} />;
}
