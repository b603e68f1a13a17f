import type { Db } from "#server/db/database";
import { countMembers, readPeakSeats } from "./seat-queries";

/**
 * A company's seats: its members, the owner included. Pending invitations are not seats: a seat
 * is paid for someone who can sign in, so an invitation costs nothing until it is accepted.
 */
export async function countSeats(db: Db, companyId: string): Promise<number> {
  // A company always has its owner; a count of 0 (a company mid-purge) still bills one seat.
  return Math.max(1, await countMembers(db, companyId));
}

/**
 * The seats the company's next debit covers (ADR 031, amended): the most members it had at once
 * since its last debit, and never fewer than it has now. A member who joins after a debit and
 * leaves before the next is paid for by that next debit.
 */
export async function countBilledSeats(db: Db, companyId: string): Promise<number> {
  const [now, peak] = await Promise.all([countSeats(db, companyId), readPeakSeats(db, companyId)]);
  return Math.max(now, peak);
}
