import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SUBSCRIPTIONS } from "@/lib/paths";
import { PaymentResultCard } from "./payment-result-card";

interface PaymentNotTakenCardProps {
  icon: ReactNode;
  color: string;
  /** "Payment cancelled": above the title, and the page's title. */
  eyebrow: string;
  title: string;
  /** Why, and what it means for the buyer. */
  children: ReactNode;
}

/** A payment that did not happen (cancelled or failed on PayFast): why, then "Try again". */
export function PaymentNotTakenCard({ eyebrow, children, ...card }: PaymentNotTakenCardProps) {
  return (
    <PaymentResultCard eyebrow={eyebrow} {...card}>
      <title>{`${eyebrow} · Adviser Desk`}</title>
      {children}
      <Group justify="center">
        <Button component={Link} to={SUBSCRIPTIONS}>
          Try again
        </Button>
      </Group>
    </PaymentResultCard>
  );
}
