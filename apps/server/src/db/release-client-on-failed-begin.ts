import { type SQL, sql, type TablesRelationalConfig } from "drizzle-orm";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import type { PgTransactionConfig } from "drizzle-orm/pg-core";
import type pg from "pg";

type Tx = NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>;

// The parts of drizzle-orm's NodePgSession the transaction below uses (public in its JavaScript,
// not in its types), and the protected method its own transaction calls.
interface SessionInternals {
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  schema: ConstructorParameters<
    typeof NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>
  >[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: (fn: (tx: Tx) => Promise<unknown>, config?: PgTransactionConfig) => Promise<unknown>;
}
interface ConfigSql {
  getTransactionConfigSQL(config: PgTransactionConfig): SQL;
}

/**
 * drizzle-orm 0.45's `NodePgSession.transaction` sends BEGIN before its try/finally, so when BEGIN
 * fails — the pool handed out a client whose server has just gone (restart, fail-over) — the
 * client is never released and the pool loses that connection for good: after one outage under
 * load the app runs on fewer connections, and `pool.end()` never returns. This is the same
 * transaction with BEGIN inside the try, set on the one session a pool-backed database has, so
 * every `db.transaction` releases its client whatever fails.
 */
export function releaseClientOnFailedBegin(db: unknown, pool: pg.Pool): void {
  const session = (db as { session: SessionInternals }).session;
  session.transaction = async (fn, config) => {
    const client = await pool.connect();
    const own = new NodePgSession(client, session.dialect, session.schema, session.options);
    const tx: Tx = new NodePgTransaction(session.dialect, own, session.schema);
    // Set when BEGIN, COMMIT or ROLLBACK fails: the client is then destroyed, not reused.
    let broken: Error | undefined;
    const control = async (statement: SQL) => {
      try {
        await tx.execute(statement);
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      }
    };
    try {
      const options = config
        ? sql` ${(tx as unknown as ConfigSql).getTransactionConfigSQL(config)}`
        : undefined;
      await control(sql`begin${options}`);
      try {
        const result = await fn(tx);
        await control(sql`commit`);
        return result;
      } catch (error) {
        if (!broken) await control(sql`rollback`);
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };
}
