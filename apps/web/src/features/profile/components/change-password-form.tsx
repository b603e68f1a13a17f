import { Button, Checkbox, Group, PasswordInput, Stack } from "@mantine/core";
import { useCallback } from "react";
import { FormField } from "@/components/fields/form-field";
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
        <FormField
          component={PasswordInput}
          boundTo={form}
          path="currentPassword"
          label="Current password"
          autoComplete="current-password"
        />
        <FormField
          component={PasswordInput}
          boundTo={form}
          path="newPassword"
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
        <FormField
          component={Checkbox}
          boundTo={form}
          path="revokeOtherSessions"
          checkbox
          label="Sign out other devices"
          description="Recommended if you think someone else knows your password."
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
