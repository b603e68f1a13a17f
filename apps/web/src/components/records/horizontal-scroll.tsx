import type { ReactNode } from "react";

/**
 * Lets a wide table scroll sideways on a phone. A plain overflow box: Mantine's
 * Table.ScrollContainer brings its ScrollArea (≈ 20 KB gzip) into the record screens' bundle.
 */
export function HorizontalScroll({
  minWidth,
  children,
}: {
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <div style={{ overflowX: "auto", WebkitOverflowScrolling: "touch" }}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
