import { customType } from "drizzle-orm/pg-core";

/** Binary column; PGlite hands back Uint8Array, node-postgres a Buffer — always a Buffer here. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
