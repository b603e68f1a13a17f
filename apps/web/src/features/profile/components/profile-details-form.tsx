import { Badge, Button, Group, Stack, TextInput } from "@mantine/core";
import { FormField } from "@/components/fields/form-field";
import { useSchemaForm } from "@/hooks/use-schema-form";
import { useUpdateProfile } from "../api/update-profile";

interface ProfileDetailsFormProps {
  name: string;
  email: string;
  emailVerified: boolean;
}

const loadSchema = () => import("@adviser-desk/contracts").then((m) => m.updateProfileInputSchema);

export function ProfileDetailsForm({ name, email, emailVerified }: ProfileDetailsFormProps) {
  const update = useUpdateProfile();
  const { form, formProps } = useSchemaForm({
    schema: loadSchema,
    initialValues: { name },
    onSubmit: (values) => update.mutate(values),
  });

  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormField
          component={TextInput}
          boundTo={form}
          path="name"
          label="Name"
          description="Shown in the header until your company names a contact person."
          autoComplete="name"
        />
        <TextInput
          label="E-mail"
          description="Your sign-in address. It can't be changed here."
          value={email}
          readOnly
          variant="filled"
          rightSectionWidth={emailVerified ? 86 : 0}
          rightSection={
            emailVerified ? (
              <Badge color="teal" variant="light" size="sm">
                Verified
              </Badge>
            ) : null
          }
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
