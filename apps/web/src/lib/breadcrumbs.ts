export interface Crumb {
  label: string;
  to: string;
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
 */
export function breadcrumbs(pathname: string): Crumb[] {
  const home: Crumb = { label: "Home", to: "/" };
  const first = pathname.split("/").find((segment) => segment.length > 0);
  if (first === undefined) return [home];
  return [home, { label: routeLabel(first), to: `/${first}` }];
}
