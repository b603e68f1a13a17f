import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@/components/auth-card";
import { usePublicConfig } from "@/lib/api/get-public-config";
import { FORGOT_PASSWORD, LOGIN } from "@/lib/paths";
import { ResetPasswordForm } from "../components/reset-password-form";

export function ResetPasswordScreen() {
  const { passwordMinLength } = usePublicConfig();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [refused, setRefused] = useState(false);

  // better-auth sends an expired or unknown link here as ?error=INVALID_TOKEN.
  if (!token || params.has("error") || refused) {
    return (
      <AuthCard title="Reset link not valid">
        <title>Reset link not valid · Adviser Desk</title>
        <Stack gap="lg">
          <Alert color="red" icon={<IconLinkOff size={20} stroke={1.8} />} role="alert">
            <Text size="sm">
              {token
                ? "This password reset link has expired or has already been used."
                : "This page needs the link from your password reset e-mail, and that link is missing or incomplete."}{" "}
              Request a new link below.
            </Text>
          </Alert>
          <Button component={Link} to={FORGOT_PASSWORD} fullWidth>
            Request a new link
          </Button>
          <Anchor component={Link} to={LOGIN} size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Set a new password"
      description="Choose a new password for your account. You'll sign in with it next."
    >
      <title>Set a new password · Adviser Desk</title>
      <ResetPasswordForm
        token={token}
        passwordMinLength={passwordMinLength}
        onInvalidToken={() => setRefused(true)}
      />
    </AuthCard>
  );
}
