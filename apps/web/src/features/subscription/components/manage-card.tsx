import type { BillingStateResponse } from "@adviser-desk/contracts";
import { formatCents, formatDateOr } from "@adviser-desk/format";
import { Button, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCreditCard, IconRefresh, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { NO_PAYMENT_DATE } from "@/lib/constants";
import {
  useCancelSubscription,
  useCardUpdate,
  useUpdateSubscription,
} from "../api/manage-subscription";
import { SeatPriceLine } from "./seat-price-line";
import { SeatsBilledNote } from "./seats-billed-note";

type Agreement = NonNullable<BillingStateResponse["agreement"]>;

interface ManageCardProps {
  agreement: Agreement;
  /** The plan price per seat a month now (site config). */
  planAmountCents: number;
  /** The company's members now. */
  seats: number;
  /** The seats the next debit covers (the period's peak); PayFast follows within moments. */
  billedSeats: number;
  /** Members an administrator disabled: still billed until removed. */
  disabledMembers: number;
  /** The end of the paid period (ISO), for the cancel confirmation. */
  periodEnd: string | null;
}

/** The PayFast debit order: cancel, replace the card, move to a new price. */
export function ManageCard({
  agreement,
  planAmountCents,
  seats,
  billedSeats,
  disabledMembers,
  periodEnd,
}: ManageCardProps) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const update = useUpdateSubscription();
  const card = useCardUpdate();
  const paidUntil = formatDateOr(periodEnd, NO_PAYMENT_DATE);
  const priceChanged = agreement.planAmountCents !== planAmountCents;
  // A first-payment coupon was spent on the first month: the monthly debit owes it nothing.
  const everyPaymentCoupon =
    agreement.couponCode !== null &&
    agreement.recurringAmountCents < agreement.seats * agreement.planAmountCents;

  return (
    <Paper withBorder shadow="xs" p={{ base: "lg", sm: "xl" }} component="section">
      <Stack gap="md">
        <Title order={2} fz="lg" c="navy.9">
          Monthly payment
        </Title>
        <Text>
          PayFast debits {formatCents(agreement.recurringAmountCents)} from your card every month
          {everyPaymentCoupon ? ` (coupon ${agreement.couponCode}, on every payment)` : ""}
          {periodEnd ? `, next on ${paidUntil}` : ""}.
        </Text>
        <SeatPriceLine seats={agreement.seats} seatPriceCents={agreement.planAmountCents} />
        <SeatsBilledNote
          seats={seats}
          billedSeats={billedSeats}
          disabledMembers={disabledMembers}
        />
        {billedSeats !== agreement.seats ? (
          <Text size="sm" c="dimmed" data-testid="seats-updating">
            PayFast's monthly amount is being moved to {billedSeats}{" "}
            {billedSeats === 1 ? "seat" : "seats"}.
          </Text>
        ) : null}
        {priceChanged ? (
          <Text size="sm" c="dimmed">
            The plan price is now {formatCents(planAmountCents)} a seat a month.
          </Text>
        ) : null}
        <Group gap="sm">
          {agreement.cardUpdateAvailable ? (
            <Button
              variant="light"
              leftSection={<IconCreditCard size={18} />}
              loading={card.isPending || card.isSuccess}
              onClick={() => card.mutate()}
            >
              Update card
            </Button>
          ) : null}
          {priceChanged ? (
            <Button
              variant="light"
              leftSection={<IconRefresh size={18} />}
              loading={update.isPending}
              onClick={() => update.mutate()}
            >
              Change plan amount
            </Button>
          ) : null}
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconX size={18} />}
            onClick={() => setConfirming(true)}
          >
            Cancel subscription
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Cancel your subscription?"
      >
        <Stack gap="md">
          <Text size="sm">
            PayFast stops the monthly debit. You keep access until {paidUntil}, the end of the
            period you have paid for.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep subscription
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              Yes, cancel
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
