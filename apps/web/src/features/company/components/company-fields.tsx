import { Group, Input, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { FormErrors } from "@mantine/form";
import type { FieldForm } from "@/components/fields/form-field";
import { FormField } from "@/components/fields/form-field";

/** The part of a Mantine form the company fields use (the /subscribe and /company forms differ). */
export interface CompanyFieldsForm extends FieldForm {
  errors: FormErrors;
}

interface FieldsProps {
  form: CompanyFieldsForm;
}

/** A message about a group of fields (spec §5: "missing phone code or number", "address details incomplete"). */
function GroupError({ message }: { message: FormErrors[string] }) {
  if (!message) return null;
  return (
    <Input.Error size="md" mt={-4} data-group-error>
      {message}
    </Input.Error>
  );
}

export function CompanyIdentityFields({ form }: FieldsProps) {
  return (
    <Stack gap="md">
      <FormField
        component={TextInput}
        boundTo={form}
        path="accountName"
        label="Company name"
        withAsterisk
        autoComplete="organization"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <FormField
          component={TextInput}
          boundTo={form}
          path="vatNumber"
          label="VAT number"
          description="10 digits, if registered for VAT"
          inputMode="numeric"
          autoComplete="off"
        />
        <FormField
          component={TextInput}
          boundTo={form}
          path="website"
          label="Website"
          description="For example www.yourfirm.co.za"
          inputMode="url"
          autoComplete="url"
        />
        <FormField
          component={TextInput}
          boundTo={form}
          path="fspNumber"
          label="FSP number"
          description="Your FSCA licence number, printed on records of advice (optional)"
          inputMode="numeric"
          autoComplete="off"
        />
      </SimpleGrid>
    </Stack>
  );
}

export function ContactPersonFields({ form }: FieldsProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <FormField
          component={TextInput}
          boundTo={form}
          path="contactPerson.firstName"
          label="First name"
          withAsterisk
          autoComplete="given-name"
        />
        <FormField
          component={TextInput}
          boundTo={form}
          path="contactPerson.lastName"
          label="Last name"
          autoComplete="family-name"
        />
      </SimpleGrid>
      <FormField
        component={TextInput}
        boundTo={form}
        path="email"
        label="E-mail"
        description="Where clients can reach you; printed on reports"
        withAsterisk
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <Stack gap={6}>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <FormField
            component={TextInput}
            boundTo={form}
            path="telephone.phoneCountryCode"
            label="Code"
            withAsterisk
            w={96}
            inputMode="tel"
            autoComplete="tel-country-code"
          />
          <FormField
            component={TextInput}
            boundTo={form}
            path="telephone.phoneNumber"
            label="Phone number"
            withAsterisk
            flex={1}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="082 555 1234"
          />
        </Group>
        <GroupError message={form.errors.telephone} />
      </Stack>
    </Stack>
  );
}

export function AddressFields({ form }: FieldsProps) {
  return (
    <Stack gap="md">
      <FormField
        component={TextInput}
        boundTo={form}
        path="address.addressLine1"
        label="Address line 1"
        withAsterisk
        autoComplete="address-line1"
      />
      <FormField
        component={TextInput}
        boundTo={form}
        path="address.addressLine2"
        label="Address line 2"
        autoComplete="address-line2"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
        <FormField
          component={TextInput}
          boundTo={form}
          path="address.city"
          label="City"
          withAsterisk
          autoComplete="address-level2"
        />
        <FormField
          component={TextInput}
          boundTo={form}
          path="address.postalCode"
          label="Postal code"
          withAsterisk
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <FormField
          component={TextInput}
          boundTo={form}
          path="address.country"
          label="Country"
          withAsterisk
          autoComplete="country-name"
        />
      </SimpleGrid>
      <GroupError message={form.errors.address} />
    </Stack>
  );
}
