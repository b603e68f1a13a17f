const UNSAFE = '\\/:*?"<>|';

/** Without path separators, characters Windows refuses, or control characters. */
export function safeFileName(name: string): string {
  return [...name]
    .map((ch) => (ch.charCodeAt(0) < 32 || UNSAFE.includes(ch) ? " " : ch))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}
