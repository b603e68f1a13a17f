import { COPY_SUFFIX, RECORD_NAME_MAX } from "@adviser-desk/contracts";
import type { KindNames } from "../record-kind";

/** name + " (COPY)", shortening the name if needed so the copy can still be saved as is. */
export function copyName(name: string): string {
  return `${name.slice(0, RECORD_NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/** The name of a kind named by a description alone (all but the tax scenario). */
export type DescriptionNames = { description: string };
export const descriptionNames: KindNames<DescriptionNames> = {
  pick: ({ description }) => ({ description }),
  toColumns: (names) => ({ name: names.description, taxYear: null }),
  fromColumns: (columns) => ({ description: columns.name }),
  copyOf: (names) => ({ description: copyName(names.description) }),
};
