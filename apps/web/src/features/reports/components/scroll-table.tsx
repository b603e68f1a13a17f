import { Text } from "@mantine/core";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import classes from "./report.module.css";

/** Whether a box's content is wider than the box, and whether some of it is still to the right. */
function overflowOf(box: HTMLElement) {
  const wider = box.scrollWidth > box.clientWidth + 1;
  return { wider, moreRight: wider && box.scrollLeft + box.clientWidth < box.scrollWidth - 1 };
}

/**
 * A report table that may be wider than the screen (a phone at 390 px): it scrolls sideways, and
 * then says so — "Scroll sideways for more columns" above it and a fade on the edge where columns
 * are hidden — so no column is cut off without a cue. A scrollable region is reachable by keyboard.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState({ wider: false, moreRight: false });
  const measure = useCallback(() => {
    if (ref.current) setState(overflowOf(ref.current));
  }, []);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <div className={classes.scrollFrame} data-more-right={state.moreRight || undefined}>
      {state.wider ? (
        <Text size="xs" c="dimmed" mb={4} className={classes.scrollHint} data-scroll-hint>
          Scroll sideways for more columns →
        </Text>
      ) : null}
      <section
        ref={ref}
        className={classes.scroll}
        aria-label={label}
        onScroll={measure}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
      >
        {children}
      </section>
    </div>
  );
}
