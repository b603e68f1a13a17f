import type { ComponentType } from "react";

/**
 * A route's `lazy`: the screen's module downloads when the route is first matched (or warmed on
 * intent, route-preload.ts), and `name` picks the screen out of it.
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await load())[name] });
}
