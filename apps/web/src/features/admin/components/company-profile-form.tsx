import type { CompanyInput, CompanyResponse } from "@adviser-desk/contracts";
import { Button, Group, Input, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { FormField } from "@/components/fields/form-field";
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
            <FormField
              component={TextInput}
              boundTo={form}
              path="accountName"
              label="Company name"
              withAsterisk
            />
            <FormField
              component={TextInput}
              boundTo={form}
              path="email"
              label="Company e-mail"
              withAsterisk
            />
            <FormField
              component={TextInput}
              boundTo={form}
              path="contactPerson.firstName"
              label="Contact first name"
              withAsterisk
            />
            <FormField
              component={TextInput}
              boundTo={form}
              path="contactPerson.lastName"
              label="Contact last name"
            />
            <FormField
              component={TextInput}
              boundTo={form}
              path="telephone.phoneCountryCode"
              label="Phone code"
              withAsterisk
            />
            <FormField
              component={TextInput}
              boundTo={form}
              path="telephone.phoneNumber"
              label="Phone number"
              withAsterisk
            />
          </SimpleGrid>
          {groupError("telephone")}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormField component={TextInput} boundTo={form} path="vatNumber" label="VAT number" />
            <FormField component={TextInput} boundTo={form} path="website" label="Website" />
            <FormField
              component={TextInput}
              boundTo={form}
              path="address.addressLine1"
              label="Address line 1"
              withAsterisk
            />
            <FormField
              component={TextInput}
              boundTo={form}
              path="address.addressLine2"
              label="Address line 2"
            />
            <FormField
              component={TextInput}
              boundTo={form}
              path="address.city"
              label="City"
              withAsterisk
            />
            <FormField
              component={TextInput}
              boundTo={form}
              path="address.postalCode"
              label="Postal code"
              withAsterisk
            />
            <FormField
              component={TextInput}
              boundTo={form}
              path="address.country"
              label="Country"
              withAsterisk
            />
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
