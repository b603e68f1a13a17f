import { Button, PasswordInput, Stack } from "@mantine/core";
import { useCallback } from "react";
import { FormField } from "@/components/fields/form-field";
import { useSchemaForm } from "@/hooks/use-schema-form";
import { loadAuthClient } from "@/lib/auth-call";
import { HttpError } from "@/lib/http-error";
import { useResetPassword } from "../api/reset-password";

interface ResetPasswordFormProps {
  token: string;
  passwordMinLength: number;
  /** The server refused the token (expired, used, or mistyped). */
  onInvalidToken: () => void;
}

export function ResetPasswordForm({
  token,
  passwordMinLength,
  onInvalidToken,
}: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const loadSchema = useCallback(
    () =>
      import("@adviser-desk/contracts").then((m) => m.resetPasswordInputSchema(passwordMinLength)),
    [passwordMinLength],
  );
  const { form, formProps } = useSchemaForm({
    schema: loadSchema,
    initialValues: { password: "", confirmPassword: "" },
    onSubmit: (values) =>
      reset.mutate(
        { newPassword: values.password, token },
        {
          onError: (error) => {
            if (error instanceof HttpError && error.code === "INVALID_TOKEN") onInvalidToken();
          },
        },
      ),
    warmUp: loadAuthClient,
  });

  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormField
          component={PasswordInput}
          boundTo={form}
          path="password"
          label="New password"
          description={`At least ${passwordMinLength} characters.`}
          autoComplete="new-password"
        />
        <FormField
          component={PasswordInput}
          boundTo={form}
          path="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
        />
        <Button type="submit" fullWidth loading={reset.isPending || reset.isSuccess}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
