import type { Db } from "../../../db/database";
import { countMembers } from "./seat-queries";

/**
 * A company's seats: its members, the owner included. Pending invitations are not seats: a seat
 * is paid for someone who can sign in, so an invitation costs nothing until it is accepted.
 */
export async function countSeats(db: Db, companyId: string): Promise<number> {
  // A company always has its owner; a count of 0 (a company mid-purge) still bills one seat.
  return Math.max(1, await countMembers(db, companyId));
}
