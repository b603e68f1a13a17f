import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { errorMessage } from "@/lib/error-message";
import { useAsyncAction } from "@/lib/use-async-action";
import { sendVerificationEmail } from "../api/send-verification-email";

/** After a sign-in refused with EMAIL_NOT_VERIFIED: one click sends a fresh link. */
export function ResendVerificationAlert({ email }: { email: string }) {
  const resend = useAsyncAction(sendVerificationEmail);
  return (
    <Alert
      color="yellow"
      icon={<IconMailForward size={20} stroke={1.8} />}
      title="Verify your e-mail address first"
      style={{ overflowWrap: "anywhere" }}
    >
      {resend.isSuccess ? (
        <Text size="sm" role="status">
          We've sent a new verification link to {email}. Open it, then sign in.
        </Text>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            We sent a verification link to {email} when you registered. Can't find it?
          </Text>
          <Button
            size="xs"
            variant="default"
            loading={resend.isPending}
            onClick={() => resend.run(email)}
          >
            Resend verification e-mail
          </Button>
          {resend.error ? (
            <Text size="sm" c="red.8" role="alert">
              Not sent: {errorMessage(resend.error)}.
            </Text>
          ) : null}
        </Stack>
      )}
    </Alert>
  );
}
