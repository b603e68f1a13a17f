import { Badge } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { Tooltip } from "@/components/deferred/tooltip";

/**
 * Marks a figure the finance engine reports as an estimate (a tariff or table figure that is
 * not confirmed); the reason shows on hover and focus, and is read out by screen readers.
 */
export function EstimateBadge({ reason }: { reason: string }) {
  return (
    <Tooltip
      label={reason}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        size="sm"
        variant="light"
        color="orange"
        radius="sm"
        tabIndex={0}
        aria-label={`Estimate: ${reason}`}
        rightSection={<IconInfoCircle size={11} />}
        style={{ cursor: "help" }}
      >
        Estimate
      </Badge>
    </Tooltip>
  );
}
