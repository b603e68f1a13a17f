import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useLightForm } from "@/hooks/use-light-form";
import { loadAuthClient } from "@/lib/auth-call";
import { errorMessage } from "@/lib/error-message";
import { HttpError } from "@/lib/http-error";
import { FORGOT_PASSWORD } from "@/lib/paths";
import { useAsyncAction } from "@/lib/use-async-action";
import { enterAppAfterSignIn, signInWithEmail } from "../api/sign-in-email";
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
  const signIn = useAsyncAction(signInWithEmail, enterAppAfterSignIn);
  const [schemaError, setSchemaError] = useState<Error | null>(null);
  const { field, formProps } = useLightForm({
    schema: loadSchema,
    initialValues: { email: "", password: "" },
    onSubmit: (values) => {
      setSchemaError(null);
      signIn.run(values);
    },
    onSchemaError: (error) =>
      setSchemaError(error instanceof Error ? error : new Error(String(error))),
    warmUp: loadAuthClient,
  });
  const unverifiedEmail =
    signIn.error instanceof HttpError && signIn.error.code === "EMAIL_NOT_VERIFIED"
      ? signIn.input?.email
      : undefined;
  const failure = schemaError ?? (signIn.error && !unverifiedEmail ? signIn.error : null);

  return (
    <form {...formProps}>
      <Stack gap="md">
        {unverifiedEmail ? <ResendVerificationAlert email={unverifiedEmail} /> : null}
        {failure ? (
          <Alert color="red" title="You are not signed in" role="alert">
            {refusalMessage(failure)}
          </Alert>
        ) : null}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field("email")}
        />
        <Stack gap={6}>
          <PasswordInput label="Password" autoComplete="current-password" {...field("password")} />
          <Group justify="flex-end">
            <Anchor href={FORGOT_PASSWORD} size="sm">
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
