import { COPY_SUFFIX, RECORD_NAME_MAX } from "@adviser-desk/contracts";

/** name + " (COPY)", shortening the name if needed so the copy can still be saved as is. */
export function copyName(name: string): string {
  return `${name.slice(0, RECORD_NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}
