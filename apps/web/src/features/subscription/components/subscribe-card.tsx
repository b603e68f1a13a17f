import type { PriceQuote } from "@adviser-desk/contracts";
import { formatCents } from "@adviser-desk/format";
import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconCreditCard, IconTicket } from "@tabler/icons-react";
import { useState } from "react";

import { useApplyCoupon } from "../api/apply-coupon";
import { useStartPayment } from "../api/start-payment";
import { couponFieldMessage } from "../lib/coupon-message";

function QuoteLine({ quote }: { quote: PriceQuote }) {
  const sameEveryMonth = quote.firstAmountCents === quote.recurringAmountCents;
  return (
    <Text size="sm" c="teal.8" fw={500} data-testid="coupon-quote">
      {quote.couponCode} ({quote.discountPercent}% off):{" "}
      {sameEveryMonth
        ? `${formatCents(quote.recurringAmountCents)} a month`
        : `${formatCents(quote.firstAmountCents)} now, then ${formatCents(quote.recurringAmountCents)} a month`}
    </Text>
  );
}

/** Price, coupon and Subscribe: the server prices and signs; PayFast takes the card. */
export function SubscribeCard({ planAmountCents }: { planAmountCents: number }) {
  const [code, setCode] = useState("");
  const coupon = useApplyCoupon();
  const payment = useStartPayment();
  const quote = coupon.data && coupon.variables === code.trim() ? coupon.data : null;
  const fieldError = coupon.variables === code.trim() ? couponFieldMessage(coupon.error) : null;
  const firstCharge = quote?.firstAmountCents ?? planAmountCents;

  return (
    <Paper withBorder shadow="xs" p={{ base: "lg", sm: "xl" }} component="section">
      <Stack gap="md">
        <Title order={2} fz="lg" c="navy.9">
          Subscribe
        </Title>
        <Group gap="xs" align="baseline">
          <Text
            fz={30}
            fw={700}
            c="navy.9"
            td={quote && firstCharge !== planAmountCents ? "line-through" : undefined}
            data-testid="plan-price"
          >
            {formatCents(planAmountCents)}
          </Text>
          {quote && firstCharge !== planAmountCents ? (
            <Text fz={30} fw={700} c="teal.8">
              {formatCents(firstCharge)}
            </Text>
          ) : null}
          <Text c="dimmed">
            {quote && quote.recurringAmountCents !== firstCharge
              ? "for the first month"
              : "per month"}
          </Text>
        </Group>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) coupon.mutate(code.trim());
          }}
        >
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label="Coupon"
              placeholder="Coupon code"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={fieldError}
              autoCapitalize="characters"
              style={{ flex: 1, maxWidth: 280 }}
            />
            <Button
              type="submit"
              variant="light"
              mt={25}
              loading={coupon.isPending}
              disabled={!code.trim()}
              leftSection={<IconTicket size={18} />}
            >
              Apply
            </Button>
          </Group>
        </form>
        {quote ? <QuoteLine quote={quote} /> : null}
        <Stack gap={6} align="flex-start">
          <Button
            size="md"
            leftSection={<IconCreditCard size={18} />}
            loading={payment.isPending || payment.isSuccess}
            onClick={() => payment.mutate(quote?.couponCode ?? null)}
          >
            Subscribe with PayFast
          </Button>
          <Text size="xs" c="dimmed">
            You pay by card on PayFast's secure page; the monthly debit can be cancelled here at any
            time.
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
