import { Anchor, Button, Stack, TextInput } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@/components/auth-card";
import { FormField } from "@/components/fields/form-field";
import { useSchemaForm } from "@/hooks/use-schema-form";
import { loadAuthClient } from "@/lib/auth-call";
import { LOGIN } from "@/lib/paths";
import { useSendVerificationEmail } from "../api/send-verification-email";
import { CheckEmailPanel } from "../components/check-email-panel";

const loadSchema = () =>
  import("@adviser-desk/contracts").then((m) => m.sendVerificationEmailInputSchema);

export function SendEmailVerificationScreen() {
  const [params] = useSearchParams();
  const send = useSendVerificationEmail();
  const { form, formProps } = useSchemaForm({
    schema: loadSchema,
    initialValues: { email: params.get("email") ?? "" },
    onSubmit: (values) => send.mutate(values.email),
    warmUp: loadAuthClient,
  });

  if (send.isSuccess) {
    return (
      <AuthCard title="Check your e-mail">
        <title>Check your e-mail · Adviser Desk</title>
        <CheckEmailPanel onResend={() => send.reset()}>
          If that address belongs to an account that still needs verifying, a new link is on its
          way.
        </CheckEmailPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Verify your e-mail"
      description="We'll send a new verification link. Open it to activate your account, then sign in."
      footer={
        <Anchor component={Link} to={LOGIN} size="sm">
          Back to sign in
        </Anchor>
      }
    >
      <title>Verify your e-mail · Adviser Desk</title>
      <form {...formProps}>
        <Stack gap="md">
          <FormField
            component={TextInput}
            boundTo={form}
            path="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <Button type="submit" fullWidth loading={send.isPending}>
            Resend verification e-mail
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
