import { useSearchParams } from "react-router";
import { useSendVerificationEmail } from "../api/send-verification-email";
import { EmailLinkScreen } from "../components/email-link-screen";

const loadSchema = () =>
  import("@adviser-desk/contracts").then((m) => m.sendVerificationEmailInputSchema);

export function SendEmailVerificationScreen() {
  const [params] = useSearchParams();
  return (
    <EmailLinkScreen
      schema={loadSchema}
      useSendLink={useSendVerificationEmail}
      initialEmail={params.get("email") ?? ""}
      title="Verify your e-mail"
      pageTitle="Verify your e-mail"
      description="We'll send a new verification link. Open it to activate your account, then sign in."
      submitLabel="Resend verification e-mail"
      sent="If that address belongs to an account that still needs verifying, a new link is on its way."
      resendable
    />
  );
}
