import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useCallback } from "react";
import { FormField } from "@/components/fields/form-field";
import { useSchemaForm } from "@/hooks/use-schema-form";
import { loadAuthClient } from "@/lib/auth-call";
import { useSignUpWithEmail } from "../api/sign-up-email";

interface RegisterFormProps {
  passwordMinLength: number;
  /** Where the verification link's sign-in should lead (e.g. the invitation), or null. */
  next?: string | null;
  onRegistered: (email: string) => void;
}

export function RegisterForm({ passwordMinLength, next = null, onRegistered }: RegisterFormProps) {
  const signUp = useSignUpWithEmail();
  const loadSchema = useCallback(
    () => import("@adviser-desk/contracts").then((m) => m.registerInputSchema(passwordMinLength)),
    [passwordMinLength],
  );
  const { form, formProps } = useSchemaForm({
    schema: loadSchema,
    initialValues: { name: "", email: "", password: "", confirmPassword: "" },
    onSubmit: (values) =>
      signUp.mutate({ ...values, next }, { onSuccess: () => onRegistered(values.email) }),
    warmUp: loadAuthClient,
  });

  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormField
          component={TextInput}
          boundTo={form}
          path="name"
          label="Name"
          autoComplete="name"
        />
        <FormField
          component={TextInput}
          boundTo={form}
          path="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <FormField
          component={PasswordInput}
          boundTo={form}
          path="password"
          label="Password"
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
        <Button type="submit" fullWidth loading={signUp.isPending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
