import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Link } from "react-router";
import { useSchemaForm } from "@/hooks/use-schema-form";
import { loadAuthClient } from "@/lib/auth-call";
import { errorMessage } from "@/lib/error-message";
import { HttpError } from "@/lib/http-error";
import { useSignInWithEmail } from "../api/sign-in-email";
import { ResendVerificationAlert } from "./resend-verification-alert";

const loadSchema = () => import("@adviser-desk/contracts").then((m) => m.signInInputSchema);

/** Why the sign-in failed, next to the form (not only in a passing toast). */
function refusalMessage(error: Error): string {
  if (error instanceof HttpError && error.code === "INVALID_EMAIL_OR_PASSWORD") {
    return "Wrong e-mail or password. Check both and try again, or reset your password.";
  }
  return errorMessage(error);
}

export function LoginForm() {
  const signIn = useSignInWithEmail();
  const { form, formProps } = useSchemaForm({
    schema: loadSchema,
    initialValues: { email: "", password: "" },
    onSubmit: (values) => signIn.mutate(values),
    warmUp: loadAuthClient,
  });
  const unverifiedEmail =
    signIn.error instanceof HttpError && signIn.error.code === "EMAIL_NOT_VERIFIED"
      ? signIn.variables?.email
      : undefined;
  const refusal = signIn.error && !unverifiedEmail ? refusalMessage(signIn.error) : null;

  return (
    <form {...formProps}>
      <Stack gap="md">
        {unverifiedEmail ? <ResendVerificationAlert email={unverifiedEmail} /> : null}
        {refusal ? (
          <Alert color="red" title="You are not signed in" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        <Stack gap={6}>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            key={form.key("password")}
            {...form.getInputProps("password")}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" fullWidth loading={signIn.isPending || signIn.isSuccess}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
