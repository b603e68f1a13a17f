import { Text } from "@mantine/core";

const seatWord = (n: number) => (n === 1 ? "seat" : "seats");
const memberWord = (n: number) => (n === 1 ? "member" : "members");

/**
 * What the next debit pays for (ADR 031): the most members the practice had at once since the
 * last debit, so a member who leaves is billed once more for the period they used; and the
 * members an administrator disabled, who stay seats until the owner removes them.
 */
export function SeatsBilledNote({
  seats,
  billedSeats,
  disabledMembers,
}: {
  seats: number;
  billedSeats: number;
  disabledMembers: number;
}) {
  return (
    <Text size="sm" c="dimmed" data-testid="seats-billed">
      {billedSeats > seats
        ? `Your next debit covers ${billedSeats} ${seatWord(billedSeats)}: the most members your practice had at once since the last debit (${seats} now). From the debit after it, ${seats} ${seatWord(seats)}.`
        : `Your next debit covers ${seats} ${seatWord(seats)}, one for each member. A member who leaves is still billed at the next debit, for the period they used.`}
      {disabledMembers > 0
        ? ` ${disabledMembers} ${memberWord(disabledMembers)} ${disabledMembers === 1 ? "was" : "were"} disabled by an administrator and cannot sign in, but ${disabledMembers === 1 ? "is" : "are"} still billed until you remove them under Company → Members.`
        : ""}
    </Text>
  );
}
