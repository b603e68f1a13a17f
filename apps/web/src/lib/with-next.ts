import { NEXT_PARAM } from "@/lib/route-access";

/** `path` carrying where to go once signed in (an invitation link), so the person comes back. */
export function withNext(path: string, next: string | null): string {
  return next === null ? path : `${path}?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}
