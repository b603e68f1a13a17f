import type { Db } from "./database";

/**
 * Builds something once per database handle and keeps it — for prepared statements, which
 * belong to one handle (tests open many databases in one process). Prepared statements are
 * built once and planned once per connection: on the hot paths they cost about a third of
 * the CPU of building the same query each time.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
