import * as paths from "./paths";
import { ADMIN, ADMIN_USERS } from "./paths";

export interface Crumb {
  label: string;
  to: string;
  /** The crumb of the page being shown (not a link). */
  current: boolean;
}

/** A path segment as typed, its escapes decoded (a malformed escape is shown as it stands). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The route name as a person reads it: dashes replaced by spaces (spec §2), in sentence case like
 * every other label ("Home loan repayment", "Scenario", "Site config"). The one place a crumb's
 * case is decided: the bar prints the label as it is.
 */
export function routeLabel(segment: string): string {
  const words = decoded(segment).replaceAll("-", " ");
  return words.charAt(0).toLocaleUpperCase("en-ZA") + words.slice(1);
}

/**
 * The administration's own routes under /admin, each a screen with a name; a further segment
 * (a tax year, an effective date) names the item as written, except a user's id, which the screen's heading
 * names instead.
 */
/** Every administration path of paths.ts without a parameter: a new screen is named by being added there. */
export const ADMIN_SECTION_PATHS: readonly string[] = (Object.values(paths) as unknown[]).filter(
  (value): value is string =>
    typeof value === "string" && value.startsWith(`${ADMIN}/`) && !value.includes(":"),
);

const ADMIN_SECTIONS = ADMIN_SECTION_PATHS.map((path) => path.slice(ADMIN.length + 1).split("/"))
  // The longest first, so a section inside another is found before it.
  .sort((a, b) => b.length - a.length);

const UNNAMED_ITEMS = new Set([ADMIN_USERS.slice(ADMIN.length + 1)]);

function adminCrumbs(rest: readonly string[]): Crumb[] {
  const section = ADMIN_SECTIONS.find((parts) => parts.every((part, i) => rest[i] === part));
  if (section === undefined) return [];
  const sectionPath = `${ADMIN}/${section.join("/")}`;
  const item = rest[section.length];
  const name = section.at(-1) ?? "";
  const crumbs: Crumb[] = [
    { label: routeLabel(name), to: sectionPath, current: item === undefined },
  ];
  if (item !== undefined && !UNNAMED_ITEMS.has(name)) {
    crumbs.push({ label: decoded(item), to: `${sectionPath}/${item}`, current: true });
  }
  return crumbs;
}

/**
 * Spec §2: the breadcrumb bar shows Home, then the current route name with dashes replaced by
 * spaces. The route name is the first path segment: /transfer-duty/42/report → "transfer duty".
 * Below it (a route with an id) the route name links back to its list, and the screen adds the
 * item itself (see BreadcrumbExtra). The administration's screens are named by their own route
 * under /admin: /admin/site-config → Home › admin › site config.
 */
export function breadcrumbs(pathname: string, homePath = "/"): Crumb[] {
  const segments = pathname.split("/").filter((segment) => segment.length > 0);
  const [first, ...rest] = segments;
  const home: Crumb = { label: "Home", to: homePath, current: first === undefined };
  if (first === undefined) return [home];
  const below = `/${first}` === ADMIN ? adminCrumbs(rest) : [];
  const route: Crumb = {
    label: routeLabel(first),
    to: `/${first}`,
    current: segments.length === 1,
  };
  return [home, route, ...below];
}
