import type { TraceLine } from "@adviser-desk/finance";
import { Button, Collapse } from "@mantine/core";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { useState } from "react";
import { RecordSection } from "../../../components/record-section";
import { TraceTable } from "../../../components/trace-table";

/** The engine's working for every option: long, so it opens on request. */
export function WorkingSection({ trace }: { trace: readonly TraceLine[] }) {
  const [open, setOpen] = useState(false);
  const Icon = open ? IconChevronUp : IconChevronDown;
  return (
    <RecordSection
      title="How it was worked out"
      description={`${trace.length} steps, option by option.`}
      aside={
        <Button
          size="xs"
          variant="subtle"
          rightSection={<Icon size={15} />}
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
        >
          {open ? "Hide the working" : "Show the working"}
        </Button>
      }
    >
      <Collapse expanded={open}>
        <TraceTable trace={trace} caption="Working" />
      </Collapse>
    </RecordSection>
  );
}
