import { formatCents } from "@adviser-desk/format";
import { Text } from "@mantine/core";

/** Per-seat billing in one line: "3 seats × R 999,99 = R 2 999,97 a month". */
export function SeatPriceLine({
  seats,
  seatPriceCents,
}: {
  seats: number;
  seatPriceCents: number;
}) {
  return (
    <Text size="sm" c="dimmed" data-testid="seat-price">
      {seats} {seats === 1 ? "seat" : "seats"} × {formatCents(seatPriceCents)} ={" "}
      {formatCents(seats * seatPriceCents)} a month. Every member of your practice is a seat, you
      included; invitations not yet accepted are free.
    </Text>
  );
}
