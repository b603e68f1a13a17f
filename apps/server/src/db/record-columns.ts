import { record } from "./schema";

/*
 * The columns a record is read with, shared by every queries file that reads records: the
 * records feature's own, a report's and the client summary's.
 */

/** The columns the list returns (no inputs or snapshot: lists stay small). */
export const summaryColumns = {
  id: record.id,
  clientId: record.clientId,
  name: record.name,
  taxYear: record.taxYear,
  locked: record.locked,
  lockedAt: record.lockedAt,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  deletedAt: record.deletedAt,
  version: record.version,
};

/** A whole record as the API and the finance engine read it. */
export const recordColumns = {
  ...summaryColumns,
  inputs: record.inputs,
  resultSnapshot: record.resultSnapshot,
  rateTableIds: record.rateTableIds,
};
