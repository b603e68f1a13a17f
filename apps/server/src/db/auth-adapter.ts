import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import type { Db } from "./database";
import { account, session, user, verification } from "./schema";

/** better-auth's database: its four tables, read and written through its Drizzle adapter. */
export const authDatabase = (db: Db) =>
  drizzleAdapter(db, {
    provider: "pg",
    schema: { user, session, account, verification },
  });
