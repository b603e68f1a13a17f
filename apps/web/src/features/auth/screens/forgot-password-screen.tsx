import { useRequestPasswordReset } from "@/lib/api/request-password-reset";
import { EmailLinkScreen } from "../components/email-link-screen";

const loadSchema = () => import("@adviser-desk/contracts").then((m) => m.forgotPasswordInputSchema);

export function ForgotPasswordScreen() {
  return (
    <EmailLinkScreen
      schema={loadSchema}
      useSendLink={useRequestPasswordReset}
      initialEmail=""
      title="Forgot your password?"
      pageTitle="Forgot password"
      description="Enter the e-mail address you sign in with and we'll send you a link to set a new password."
      submitLabel="Send reset link"
      sent="If an account exists for that address, we've sent a link to set a new password."
      resendable={false}
    />
  );
}
