/**
 * Freezes built-in rate data (tax years, transfer duty tables, cost tariffs) so no caller can edit
 * a table another calculation relies on.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
