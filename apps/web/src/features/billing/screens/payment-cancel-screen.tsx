import { Button, Group, Text } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { Link } from "react-router";
import { SUBSCRIPTIONS } from "@/lib/paths";
import { PaymentResultCard } from "../components/payment-result-card";

/** /payment-cancel: the buyer cancelled on PayFast's page; nothing was charged. */
export function PaymentCancelScreen() {
  return (
    <PaymentResultCard
      icon={<IconArrowBackUp size={30} />}
      color="gray"
      eyebrow="Payment cancelled"
      title="You were not charged"
    >
      <title>Payment cancelled · Adviser Desk</title>
      <Text c="dimmed">
        You cancelled the payment on PayFast, so no subscription was started and nothing was taken
        from your card. You can subscribe whenever you are ready.
      </Text>
      <Group justify="center">
        <Button component={Link} to={SUBSCRIPTIONS}>
          Try again
        </Button>
      </Group>
    </PaymentResultCard>
  );
}
