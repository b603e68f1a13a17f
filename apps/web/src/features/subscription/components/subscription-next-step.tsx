import type { SubscriptionStateResponse, SubscriptionStatus } from "@adviser-desk/contracts";
import { formatDateOr } from "@adviser-desk/format";
import { Anchor, Button, List, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconArrowRight, IconCheck, IconGift, IconMail } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SectionCard } from "@/components/section-card";
import { NO_PAYMENT_DATE } from "@/lib/constants";

import { operatorDetails } from "@/lib/operator-details";
import { CLIENTS } from "@/lib/paths";
import { useStartFreeTrial } from "../api/start-trial";
import type { SubscriptionStage } from "../lib/subscription-status";

interface SubscriptionNextStepProps {
  stage: SubscriptionStage;
  state: SubscriptionStateResponse;
}

const mailto = `mailto:${operatorDetails.supportEmail}?subject=${encodeURIComponent("Adviser Desk subscription")}`;

function ContactUs({ lead }: { lead: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <Text>
        {lead} Questions? <Anchor href={mailto}>{operatorDetails.supportEmail}</Anchor>
      </Text>
      <Button component="a" href={mailto} variant="light" leftSection={<IconMail size={18} />}>
        E-mail us
      </Button>
    </Stack>
  );
}

const ACTIVE_TITLES: Readonly<Record<SubscriptionStatus, string>> = {
  trialing: "Your free trial is on",
  active: "Your subscription is active",
  past_due: "Your last payment did not come through",
  cancelled: "Your subscription is cancelled",
};

/** What the company can do next: start the free trial, carry on working, or contact us. */
export function SubscriptionNextStep({ stage, state }: SubscriptionNextStepProps) {
  const trial = useStartFreeTrial();
  const status = state.subscription?.status;
  const periodEnd = formatDateOr(state.subscription?.currentPeriodEnd, NO_PAYMENT_DATE);

  let title: string;
  let body: ReactNode;
  switch (stage) {
    case "trial-available":
      title = `Try Adviser Desk free for ${state.freeTrialDays} days`;
      body = (
        <Stack gap="lg" align="flex-start">
          <List
            spacing={6}
            size="sm"
            icon={
              <ThemeIcon color="teal" variant="light" size={20} radius="xl">
                <IconCheck size={13} stroke={2.4} />
              </ThemeIcon>
            }
          >
            <List.Item>Your clients, tax scenarios and all calculators</List.Item>
            <List.Item>Reports with your company's logo and details</List.Item>
            <List.Item>No card needed to start</List.Item>
          </List>
          <Button
            size="md"
            leftSection={<IconGift size={18} />}
            loading={trial.isPending || trial.isSuccess}
            onClick={() => trial.mutate()}
          >
            Start free trial
          </Button>
        </Stack>
      );
      break;
    case "trial":
    case "active":
      title = stage === "trial" ? "Your free trial is on" : ACTIVE_TITLES[status ?? "active"];
      body = (
        <Stack gap="md" align="flex-start">
          <Text>
            {stage === "trial" || status === "cancelled" || status === "past_due"
              ? `Everything is open to you until ${periodEnd}.`
              : "Everything in Adviser Desk is open to you."}
          </Text>
          <Button component={Link} to={CLIENTS} rightSection={<IconArrowRight size={18} />}>
            Go to Clients / Scenarios
          </Button>
        </Stack>
      );
      break;
    case "trial-ended":
      title = "Your free trial has ended";
      body = (
        <ContactUs lead={`Your free trial ended on ${periodEnd}. Subscribe below to continue.`} />
      );
      break;
    case "inactive":
      title = "Your subscription is not active";
      body = (
        <ContactUs
          lead={
            state.subscription?.status === "past_due"
              ? "Your last payment has not come through. Subscribe below to continue."
              : "Your subscription has ended. Subscribe below to continue."
          }
        />
      );
      break;
  }

  return (
    <SectionCard title={title} p={{ base: "lg", sm: "xl" }} h="100%">
      {body}
    </SectionCard>
  );
}
