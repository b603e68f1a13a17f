import type { CompanyInput, CompanyResponse } from "@adviser-desk/contracts";
import { Button, Group, Input, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { showFieldErrors, useSchemaForm } from "@/hooks/use-schema-form";
import { notifySuccess } from "@/lib/notify";
import type { useChangeUser } from "../api/change-user";

// The same schema /company and the API use (spec §5 messages), so an admin's edit is checked alike.
const loadSchema = () =>
  import("@adviser-desk/contracts/company").then((m) =>
    m.companyInputSchema.omit({ inflation: true, investment: true, annualFee: true }),
  );

function valuesOf(
  company: CompanyResponse,
): Omit<CompanyInput, "inflation" | "investment" | "annualFee"> {
  return {
    accountName: company.accountName,
    contactPerson: company.contactPerson,
    email: company.email,
    telephone: company.telephone,
    vatNumber: company.vatNumber,
    website: company.website,
    address: company.address,
  };
}

/** An adviser's company profile, edited by an administrator (spec §7 updateAccountByOwner). */
export function CompanyProfileForm(props: {
  company: CompanyResponse;
  /** The screen's mutation: this form is rebuilt after a save, the confirmation must outlive it. */
  change: ReturnType<typeof useChangeUser>;
  /** Shown but not editable: a deleted user's company changes only after a restore. */
  readOnly?: boolean;
}) {
  const { company, change, readOnly = false } = props;
  const { form, formProps } = useSchemaForm({
    schema: loadSchema,
    initialValues: valuesOf(company),
    onSubmit: (values) => {
      change.mutate(
        { kind: "patch", patch: { company: { ...values, version: company.version } } },
        {
          onSuccess: () => notifySuccess("Company profile saved"),
          onError: (error: unknown) => showFieldErrors(form, error),
        },
      );
    },
  });
  const field = (path: string) => ({ key: form.key(path), ...form.getInputProps(path) });
  const groupError = (path: string) =>
    form.errors[path] ? (
      <Input.Error size="md" data-group-error>
        {form.errors[path]}
      </Input.Error>
    ) : null;

  return (
    <form {...formProps}>
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Company name" withAsterisk {...field("accountName")} />
            <TextInput label="Company e-mail" withAsterisk {...field("email")} />
            <TextInput
              label="Contact first name"
              withAsterisk
              {...field("contactPerson.firstName")}
            />
            <TextInput label="Contact last name" {...field("contactPerson.lastName")} />
            <TextInput label="Phone code" withAsterisk {...field("telephone.phoneCountryCode")} />
            <TextInput label="Phone number" withAsterisk {...field("telephone.phoneNumber")} />
          </SimpleGrid>
          {groupError("telephone")}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="VAT number" {...field("vatNumber")} />
            <TextInput label="Website" {...field("website")} />
            <TextInput label="Address line 1" withAsterisk {...field("address.addressLine1")} />
            <TextInput label="Address line 2" {...field("address.addressLine2")} />
            <TextInput label="City" withAsterisk {...field("address.city")} />
            <TextInput label="Postal code" withAsterisk {...field("address.postalCode")} />
            <TextInput label="Country" withAsterisk {...field("address.country")} />
          </SimpleGrid>
          {groupError("address")}
          {readOnly ? (
            <Text size="sm" c="dimmed">
              The user is deleted: restore them to change their company profile.
            </Text>
          ) : (
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending}>
                Save company profile
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
