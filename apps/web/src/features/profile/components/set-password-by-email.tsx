import { Button, Stack, Text } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useRequestPasswordReset } from "@/lib/api/request-password-reset";

/**
 * For an account created with Google: there is no password to change, but the reset link adds
 * one (better-auth creates the e-mail + password sign-in when the link is used).
 */
export function SetPasswordByEmail({ email }: { email: string }) {
  const request = useRequestPasswordReset();
  if (request.isSuccess) {
    return (
      <Text size="sm" role="status" style={{ overflowWrap: "anywhere" }}>
        We've sent a link to {email}. Open it to choose a password; you can then sign in with either
        Google or your e-mail and password.
      </Text>
    );
  }
  return (
    <Stack gap="md" align="flex-start">
      <Text size="sm">
        You sign in with Google, so your account has no Adviser Desk password yet. To add one, we'll
        e-mail you a link to set it.
      </Text>
      <Button
        variant="default"
        leftSection={<IconMailForward size={18} stroke={1.6} />}
        loading={request.isPending}
        onClick={() => request.mutate(email)}
      >
        E-mail me a link to set a password
      </Button>
    </Stack>
  );
}
