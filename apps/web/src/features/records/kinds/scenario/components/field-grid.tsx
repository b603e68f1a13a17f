import { SimpleGrid } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * Two columns of fields from tablet width, one on phones. Fields line up by their inputs (the
 * bottom), so a label with a description beside one without does not stagger the row.
 */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      verticalSpacing="md"
      style={{ alignItems: "end" }}
    >
      {children}
    </SimpleGrid>
  );
}
