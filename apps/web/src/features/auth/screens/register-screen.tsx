import { Anchor, Text } from "@mantine/core";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@/components/auth-card";
import { usePublicConfig } from "@/lib/api/get-public-config";
import { LOGIN, PRIVACY_POLICY } from "@/lib/paths";
import { safeNextPath } from "@/lib/route-access";
import { withNext } from "@/lib/with-next";
import { CheckEmailPanel } from "../components/check-email-panel";
import { RegisterForm } from "../components/register-form";

export function RegisterScreen() {
  const { passwordMinLength } = usePublicConfig();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  // An invitation link (or a bookmark) that asked for an account: back there once signed in.
  const [params] = useSearchParams();
  const next = safeNextPath(`?${params.toString()}`);

  if (registeredEmail !== null) {
    return (
      <AuthCard title="Check your e-mail">
        <title>Check your e-mail · Adviser Desk</title>
        <CheckEmailPanel resendFor={registeredEmail}>
          We've sent a verification link to{" "}
          <Text span fw={600}>
            {registeredEmail}
          </Text>
          . Open it to activate your account, then sign in.
        </CheckEmailPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      description="Tax scenarios and property-finance calculators for your clients, in one place."
      footer={
        <>
          Already have an account?{" "}
          <Anchor component={Link} to={withNext(LOGIN, next)} size="sm">
            Sign in
          </Anchor>
        </>
      }
    >
      <title>Create account · Adviser Desk</title>
      <RegisterForm
        passwordMinLength={passwordMinLength}
        next={next}
        onRegistered={setRegisteredEmail}
      />
      <Text size="xs" c="dimmed" ta="center">
        By creating an account you agree to how we handle personal information, as set out in our{" "}
        <Anchor component={Link} to={PRIVACY_POLICY} size="xs">
          privacy policy
        </Anchor>
        .
      </Text>
    </AuthCard>
  );
}
