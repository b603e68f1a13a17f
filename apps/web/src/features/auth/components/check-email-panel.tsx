import { Anchor, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LOGIN, SEND_EMAIL_VERIFICATION } from "@/lib/paths";

interface CheckEmailPanelProps {
  children: ReactNode;
  /** Offer "didn't get it?" for this address. */
  resendFor?: string;
  /** Offer "didn't get it?" on the resend screen itself: back to its form, address kept. */
  onResend?: () => void;
}

/** The calm "check your e-mail" state shared by register, forgot password and resend. */
export function CheckEmailPanel({ children, resendFor, onResend }: CheckEmailPanelProps) {
  return (
    <Stack align="center" ta="center" gap="md" role="status" style={{ overflowWrap: "anywhere" }}>
      <ThemeIcon size={56} radius="xl" variant="light" color="teal">
        <IconMailCheck size={30} stroke={1.6} />
      </ThemeIcon>
      <Text>{children}</Text>
      <Text size="sm" c="dimmed">
        The link may take a minute to arrive. Check your spam folder too.
      </Text>
      {resendFor !== undefined ? (
        <Anchor
          component={Link}
          to={`${SEND_EMAIL_VERIFICATION}?email=${encodeURIComponent(resendFor)}`}
          size="sm"
        >
          Didn't get it? Send the link again
        </Anchor>
      ) : null}
      {onResend ? (
        <Anchor component="button" type="button" onClick={onResend} size="sm">
          Didn't get it? Send the link again
        </Anchor>
      ) : null}
      <Anchor component={Link} to={LOGIN} size="sm">
        Back to sign in
      </Anchor>
    </Stack>
  );
}
