import { Alert, Anchor, Collapse, List, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import type { EstimateNote } from "../lib/estimate-notes";

/**
 * The table figures this result used that are estimates (shown as such), named in one line;
 * their sources on request.
 */
export function EstimatesNotice({
  notes,
  taxYear,
}: {
  notes: readonly EstimateNote[];
  taxYear: number;
}) {
  const [open, setOpen] = useState(false);
  if (notes.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={`Estimated figures for ${taxYear}`}
    >
      <Text size="sm">
        Not yet confirmed by SARS: {notes.map((note) => note.label.toLowerCase()).join(", ")}. Lines
        that rely on them are marked <i>Estimate</i>.{" "}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setOpen((shown) => !shown)}
          aria-expanded={open}
        >
          {open ? "Hide sources" : "Show sources"}
        </Anchor>
      </Text>
      <Collapse expanded={open}>
        <List size="xs" spacing={4} mt="xs">
          {notes.map((note) => (
            <List.Item key={note.figure}>
              <b>{note.label}.</b> {note.reason.replace(/^Not yet confirmed by SARS\. /, "")}
            </List.Item>
          ))}
        </List>
      </Collapse>
    </Alert>
  );
}
