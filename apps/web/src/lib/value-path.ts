type Json = unknown;

/** The value at a dotted path ("brackets.0.rate"), or undefined. */
export function getAt(value: Json, path: string): Json {
  let node: Json = value;
  for (const segment of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, Json>)[segment];
  }
  return node;
}

/** A copy of `value` with `path` set to `next`; only the objects along the path are copied. */
export function setAt<T>(value: T, path: string, next: Json): T {
  const [head = "", ...rest] = path.split(".");
  const container = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    Json
  >;
  container[head] = rest.length === 0 ? next : setAt(container[head], rest.join("."), next);
  return container as T;
}
