import { Anchor, Button, Stack, TextInput } from "@mantine/core";
import { Link } from "react-router";
import { AuthCard } from "@/components/auth-card";
import { FormField } from "@/components/fields/form-field";
import { useSchemaForm } from "@/hooks/use-schema-form";
import { useRequestPasswordReset } from "@/lib/api/request-password-reset";
import { loadAuthClient } from "@/lib/auth-call";
import { LOGIN } from "@/lib/paths";
import { CheckEmailPanel } from "../components/check-email-panel";

const loadSchema = () => import("@adviser-desk/contracts").then((m) => m.forgotPasswordInputSchema);

export function ForgotPasswordScreen() {
  const request = useRequestPasswordReset();
  const { form, formProps } = useSchemaForm({
    schema: loadSchema,
    initialValues: { email: "" },
    onSubmit: (values) => request.mutate(values.email),
    warmUp: loadAuthClient,
  });

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your e-mail">
        <title>Check your e-mail · Adviser Desk</title>
        <CheckEmailPanel>
          If an account exists for that address, we've sent a link to set a new password.
        </CheckEmailPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail address you sign in with and we'll send you a link to set a new password."
      footer={
        <Anchor component={Link} to={LOGIN} size="sm">
          Back to sign in
        </Anchor>
      }
    >
      <title>Forgot password · Adviser Desk</title>
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
          <Button type="submit" fullWidth loading={request.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
