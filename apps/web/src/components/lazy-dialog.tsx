import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog whose code (and Mantine's Modal with its scroll lock) downloads the first time it
 * opens: most visits never open it. Once loaded it stays mounted, so closing still animates.
 */
export function lazyDialog<P extends { opened: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(false);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted && !props.opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
