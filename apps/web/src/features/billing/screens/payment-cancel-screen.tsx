import { Text } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { PaymentNotTakenCard } from "../components/payment-not-taken-card";

/** /payment-cancel: the buyer cancelled on PayFast's page; nothing was charged. */
export function PaymentCancelScreen() {
  return (
    <PaymentNotTakenCard
      icon={<IconArrowBackUp size={30} />}
      color="gray"
      eyebrow="Payment cancelled"
      title="You were not charged"
    >
      <Text c="dimmed">
        You cancelled the payment on PayFast, so no subscription was started and nothing was taken
        from your card. You can subscribe whenever you are ready.
      </Text>
    </PaymentNotTakenCard>
  );
}
