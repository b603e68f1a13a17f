import { Anchor, Divider, Stack } from "@mantine/core";
import { AuthCard } from "@/components/auth-card";
import { REGISTER } from "@/lib/paths";
import { safeNextPath } from "@/lib/route-access";
import { GoogleButton } from "../components/google-button";
import { LoginForm } from "../components/login-form";
import { NoticeAlert } from "../components/notice-alert";
import { loginNotice } from "../lib/login-notice";

/**
 * /login. It is its own page (login.html, src/login), not a route of the app, so a first visit
 * loads React and Mantine's inputs without the router and the query client; its links are plain
 * page loads into the app.
 */
export function LoginScreen({ googleEnabled }: { googleEnabled: boolean }) {
  const params = new URLSearchParams(window.location.search);
  const notice = loginNotice(params);
  // Creating an account keeps where to come back to (an invitation link), if it is in the app.
  const next = safeNextPath(window.location.search);
  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to your adviser workspace."
      footer={
        <>
          New to Adviser Desk?{" "}
          <Anchor href={next ? `${REGISTER}?next=${encodeURIComponent(next)}` : REGISTER} size="sm">
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
