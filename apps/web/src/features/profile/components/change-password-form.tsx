import { Button, Checkbox, Group, PasswordInput, Stack } from "@mantine/core";
import { useCallback } from "react";
import { useSchemaForm } from "@/hooks/use-schema-form";
import { useChangePassword } from "../api/change-password";

export function ChangePasswordForm({ passwordMinLength }: { passwordMinLength: number }) {
  const change = useChangePassword();
  const loadSchema = useCallback(
    () =>
      import("@adviser-desk/contracts").then((m) => m.changePasswordInputSchema(passwordMinLength)),
    [passwordMinLength],
  );
  const { form, formProps } = useSchemaForm({
    schema: loadSchema,
    initialValues: {
      currentPassword: "",
      newPassword: "",
      confirmPassword: "",
      revokeOtherSessions: true,
    },
    onSubmit: (values) => change.mutate(values, { onSuccess: () => form.reset() }),
  });

  return (
    <form {...formProps}>
      <Stack gap="md">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          key={form.key("currentPassword")}
          {...form.getInputProps("currentPassword")}
        />
        <PasswordInput
          label="New password"
          description={`At least ${passwordMinLength} characters.`}
          autoComplete="new-password"
          key={form.key("newPassword")}
          {...form.getInputProps("newPassword")}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          key={form.key("confirmPassword")}
          {...form.getInputProps("confirmPassword")}
        />
        <Checkbox
          label="Sign out other devices"
          description="Recommended if you think someone else knows your password."
          key={form.key("revokeOtherSessions")}
          {...form.getInputProps("revokeOtherSessions", { type: "checkbox" })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
