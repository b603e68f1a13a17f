import type { ReactNode } from "react";

/**
 * Lets a wide table scroll sideways on a phone. A plain overflow box: Mantine's
 * Table.ScrollContainer brings its ScrollArea (≈ 20 KB gzip) into the record screens' bundle.
 * The box takes keyboard focus (WCAG 2.1.1), so the arrow keys scroll it too; `label` names it.
 */
export function HorizontalScroll({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      style={{ overflowX: "auto", WebkitOverflowScrolling: "touch" }}
    >
      <div style={{ minWidth }}>{children}</div>
    </section>
  );
}
