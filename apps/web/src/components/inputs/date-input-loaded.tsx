import "@mantine/dates/styles.css";
import { DateInput, type DateInputProps } from "@mantine/dates";

/** @mantine/dates' DateInput with its styles; loaded on demand by <DateField>. */
export function DateInputLoaded(props: DateInputProps) {
  return <DateInput {...props} />;
}
