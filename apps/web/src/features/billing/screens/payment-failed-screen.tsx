import { List, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { PaymentNotTakenCard } from "../components/payment-not-taken-card";

/** /payment-failed: PayFast could not take the payment; say why it may be and offer a retry. */
export function PaymentFailedScreen() {
  return (
    <PaymentNotTakenCard
      icon={<IconAlertTriangle size={30} />}
      color="red"
      eyebrow="Payment failed"
      title="Your payment did not go through"
    >
      <Text c="dimmed">PayFast could not take the payment, so no subscription was started.</Text>
      <List size="sm" ta="left" spacing={4}>
        <List.Item>Check the card number, expiry date and CVV.</List.Item>
        <List.Item>Make sure the card allows online and recurring payments.</List.Item>
        <List.Item>Or try another card.</List.Item>
      </List>
    </PaymentNotTakenCard>
  );
}
