/** `%`, `_` and `\` typed in a search are literal characters in a LIKE pattern, not wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
