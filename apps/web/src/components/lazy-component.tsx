import { type ComponentType, lazy, Suspense } from "react";

/**
 * A component without props whose code downloads the first time it renders (rarely seen screens),
 * showing nothing meanwhile.
 */
export function lazyComponent<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  const Loaded = lazy(
    async (): Promise<{ default: ComponentType }> => ({
      default: (await load())[name],
    }),
  );
  return function LazyComponent() {
    return (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    );
  };
}
