import { Button, Group, List, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router";
import { SUBSCRIPTIONS } from "@/lib/paths";
import { PaymentResultCard } from "../components/payment-result-card";

/** /payment-failed: PayFast could not take the payment; say why it may be and offer a retry. */
export function PaymentFailedScreen() {
  return (
    <PaymentResultCard
      icon={<IconAlertTriangle size={30} />}
      color="red"
      eyebrow="Payment failed"
      title="Your payment did not go through"
    >
      <title>Payment failed · Adviser Desk</title>
      <Text c="dimmed">PayFast could not take the payment, so no subscription was started.</Text>
      <List size="sm" ta="left" spacing={4}>
        <List.Item>Check the card number, expiry date and CVV.</List.Item>
        <List.Item>Make sure the card allows online and recurring payments.</List.Item>
        <List.Item>Or try another card.</List.Item>
      </List>
      <Group justify="center">
        <Button component={Link} to={SUBSCRIPTIONS}>
          Try again
        </Button>
      </Group>
    </PaymentResultCard>
  );
}
