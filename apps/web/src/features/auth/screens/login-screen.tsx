import { Anchor, Divider, Stack } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@/components/auth-card";
import { usePublicConfig } from "@/lib/api/get-public-config";
import { GoogleButton } from "../components/google-button";
import { LoginForm } from "../components/login-form";
import { NoticeAlert } from "../components/notice-alert";
import { loginNotice } from "../lib/login-notice";

export function LoginScreen() {
  const { googleEnabled } = usePublicConfig();
  const [params] = useSearchParams();
  const notice = loginNotice(params);
  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to your adviser workspace."
      footer={
        <>
          New to Adviser Desk?{" "}
          <Anchor component={Link} to="/register" size="sm">
            Create an account
          </Anchor>
        </>
      }
    >
      <title>Sign in · Adviser Desk</title>
      <Stack gap="lg">
        {notice ? <NoticeAlert notice={notice} /> : null}
        {googleEnabled ? (
          <>
            <GoogleButton />
            <Divider label="or sign in with e-mail" labelPosition="center" />
          </>
        ) : null}
        <LoginForm />
      </Stack>
    </AuthCard>
  );
}
