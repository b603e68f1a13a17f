/**
 * PHP `urlencode`: every byte except `A-Z a-z 0-9 - _ .` becomes `%XX` (upper-case hex) and a
 * space becomes `+`. PayFast signs with this; `encodeURIComponent` alone leaves `! ' ( ) * ~`
 * raw and gives a different signature for values containing them.
 */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}
