import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useCallback } from "react";
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
        <TextInput
          label="Name"
          autoComplete="name"
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        <PasswordInput
          label="Password"
          description={`At least ${passwordMinLength} characters.`}
          autoComplete="new-password"
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          key={form.key("confirmPassword")}
          {...form.getInputProps("confirmPassword")}
        />
        <Button type="submit" fullWidth loading={signUp.isPending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
