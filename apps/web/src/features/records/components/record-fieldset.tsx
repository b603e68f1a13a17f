import type { ReactNode } from "react";
import classes from "./record-screen.module.css";

interface RecordFieldsetProps {
  /** Locked or deleted: every field and button inside is disabled (native fieldset). */
  disabled: boolean;
  children: ReactNode;
}

/**
 * Wraps a record's inputs: when the record is read-only every control inside is disabled by
 * the browser (fieldset[disabled]), Mantine inputs, selects, switches and buttons alike, so no
 * screen can forget one. Disabled values stay legible (record-screen.module.css).
 */
export function RecordFieldset({ disabled, children }: RecordFieldsetProps) {
  return (
    <fieldset className={classes.fieldset} disabled={disabled}>
      {children}
    </fieldset>
  );
}
