import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUrl, createTestDatabase, testDbKind } from "../../test/support/test-database";
import { type Database, openDatabase } from "./database";

// A transaction holds a pooled client between its statements; the pool stops listening to a
// client while it is checked out. If the server ends that connection then, the client's "error"
// must still reach the app's handler: unheard, it ends the whole process.
describe.runIf(testDbKind() === "postgres")("a checked-out client loses its server", () => {
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  const connectionErrors: string[] = [];

  beforeAll(async () => {
    created = await createTestDatabase();
    database = await openDatabase(
      { url: created.url ?? "" },
      { onConnectionError: (error, where) => connectionErrors.push(`${where}: ${error.message}`) },
    );
  });
  afterAll(async () => {
    await database.close();
    await created.drop();
  });

  it("reports the error to the app's handler, fails the transaction, and the pool recovers", async () => {
    const transaction = database.db.transaction(async (tx) => {
      const [row] = (
        (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        }
      ).rows;
      const admin = new pg.Client({ connectionString: adminUrl() });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [row?.pid]);
      await admin.end();
      // Between statements: no query is waiting to receive the error.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(connectionErrors.some((e) => e.startsWith("pool: "))).toBe(true);
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
