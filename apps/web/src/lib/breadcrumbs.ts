export interface Crumb {
  label: string;
  to: string;
  /** The crumb of the page being shown (not a link). */
  current: boolean;
}

/** The route name as a person reads it: dashes replaced by spaces (spec §2). */
export function routeLabel(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as typed.
  }
  return decoded.replaceAll("-", " ");
}

/**
 * Spec §2: the breadcrumb bar shows Home, then the current route name with dashes replaced by
 * spaces. The route name is the first path segment: /transfer-duty/42/report → "transfer duty".
 * Below it (a route with an id) the route name links back to its list, and the screen adds the
 * item itself (see BreadcrumbExtra).
 */
export function breadcrumbs(pathname: string, homePath = "/"): Crumb[] {
  const segments = pathname.split("/").filter((segment) => segment.length > 0);
  const [first] = segments;
  const home: Crumb = { label: "Home", to: homePath, current: first === undefined };
  if (first === undefined) return [home];
  return [home, { label: routeLabel(first), to: `/${first}`, current: segments.length === 1 }];
}
