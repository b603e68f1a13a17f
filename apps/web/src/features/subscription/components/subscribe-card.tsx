import type { PriceQuote } from "@adviser-desk/contracts";
import { formatCents, formatDateOr, formatPercent } from "@adviser-desk/format";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconCreditCard, IconTicket } from "@tabler/icons-react";
import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { useApplyCoupon } from "../api/apply-coupon";
import { useStartPayment } from "../api/start-payment";
import { couponFieldMessage } from "../lib/coupon-message";
import { firstPeriod } from "../lib/first-period";
import { SeatPriceLine } from "./seat-price-line";

/** The coupon as its rule says: off the first payment only, or off every payment. */
function QuoteLine({ quote }: { quote: PriceQuote }) {
  return (
    <Text size="sm" c="teal.8" fw={500} data-testid="coupon-quote">
      Coupon {quote.couponCode}: {formatPercent(quote.discountPercent)} off{" "}
      {quote.appliesTo === "first-payment" ? "the first payment only" : "every payment"}
    </Text>
  );
}

/**
 * What is charged today and for which month, then what PayFast debits monthly from when. A free
 * first month (a 100 % first-payment coupon) sets up no debit order (ADR 021): said plainly, with
 * what to do before it ends. Subscribing in a free trial ends the trial today (ADR 014a): said
 * before the click.
 */
function ChargeSchedule({
  firstCents,
  monthlyCents,
  trialEndsAt,
}: {
  firstCents: number;
  monthlyCents: number;
  trialEndsAt: string | null;
}) {
  const period = firstPeriod(new Date());
  const from = formatDateOr(period.start, "");
  const next = formatDateOr(period.next, "");
  return (
    <Stack gap={2} data-testid="charge-schedule">
      {trialEndsAt ? (
        <Text size="sm" c="red.9" fw={500} data-testid="trial-ends-now">
          Subscribing now ends your free trial today: the trial days left until{" "}
          {formatDateOr(trialEndsAt, "")} are not added to the paid month.
        </Text>
      ) : null}
      {firstCents === 0 ? (
        <Text size="sm">
          <Text span fw={600}>
            Today: nothing to pay
          </Text>{" "}
          for {from} to {next}.{" "}
          <Text span fw={600}>
            Nothing will be debited:
          </Text>{" "}
          no card is taken and no PayFast debit order is set up. To keep access after {next},
          subscribe with your card from that day.
        </Text>
      ) : (
        <>
          <Text size="sm">
            <Text span fw={600}>
              Today: {formatCents(firstCents)}
            </Text>{" "}
            for {from} to {next}.
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              Then {formatCents(monthlyCents)} a month
            </Text>
            , debited by PayFast from {next} until you cancel.
          </Text>
        </>
      )}
    </Stack>
  );
}

/** Price, coupon and Subscribe: the server prices and signs; PayFast takes the card. */
export function SubscribeCard({
  seats,
  seatPriceCents,
  paidUntil,
  freeMonth,
  trialEndsAt,
}: {
  /** The company's members: the subscription pays for each. */
  seats: number;
  /** The plan price per seat a month. */
  seatPriceCents: number;
  /** A cancelled subscription's paid-through date, while it lasts: no new charge until then. */
  paidUntil: string | null;
  /** Whether `paidUntil` ends a free first month: no card and no debit order behind it. */
  freeMonth: boolean;
  /** A running free trial's end: subscribing now ends it today. */
  trialEndsAt: string | null;
}) {
  const [code, setCode] = useState("");
  const coupon = useApplyCoupon();
  const payment = useStartPayment();
  const quote = coupon.data && coupon.variables === code.trim() ? coupon.data : null;
  const fieldError = coupon.variables === code.trim() ? couponFieldMessage(coupon.error) : null;
  // The server prices the quote for the same seats; before one, seats × price.
  const planAmountCents = quote?.planAmountCents ?? seats * seatPriceCents;
  const firstCharge = quote?.firstAmountCents ?? planAmountCents;

  return (
    <SectionCard title="Subscribe" p={{ base: "lg", sm: "xl" }}>
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
      <SeatPriceLine seats={seats} seatPriceCents={seatPriceCents} />
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
      {paidUntil ? null : (
        <ChargeSchedule
          firstCents={firstCharge}
          monthlyCents={quote?.recurringAmountCents ?? planAmountCents}
          trialEndsAt={trialEndsAt}
        />
      )}
      <Stack gap={6} align="flex-start">
        {paidUntil && freeMonth ? (
          <Text size="sm" data-testid="paid-until">
            Your free month runs until {formatDateOr(paidUntil, "")}.{" "}
            <Text span fw={600}>
              Nothing will be debited:
            </Text>{" "}
            no card is on file and no PayFast debit order is set up. Subscribe with your card from
            that day to keep access.
          </Text>
        ) : paidUntil ? (
          <Text size="sm" data-testid="paid-until">
            Your subscription runs until {formatDateOr(paidUntil, "")}. You can subscribe again from
            that day, so you never pay twice for the same days.
          </Text>
        ) : null}
        <Button
          size="md"
          disabled={paidUntil !== null}
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
    </SectionCard>
  );
}
