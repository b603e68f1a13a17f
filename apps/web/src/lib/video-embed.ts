/**
 * The address to put in the overview modal's iframe. A YouTube watch link ("…/watch?v=ID") cannot
 * be framed, so it becomes the embed link on the same origin (the CSP allows the configured
 * video origin only); any other address is used as given.
 */
export function videoEmbedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const id = parsed.searchParams.get("v");
    if (/(^|\.)youtube\.com$/.test(parsed.hostname) && parsed.pathname === "/watch" && id) {
      return `${parsed.origin}/embed/${encodeURIComponent(id)}`;
    }
  } catch {
    // Not a URL we can read: the server only stores http(s) addresses, so leave it alone.
  }
  return url;
}
