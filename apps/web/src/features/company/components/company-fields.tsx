import { Group, Input, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { FormErrors, GetInputPropsReturnType } from "@mantine/form";

/** The part of a Mantine form the company fields use (the /subscribe and /company forms differ). */
export interface CompanyFieldsForm {
  key: (path: string) => string;
  getInputProps: (
    path: string,
    options?: { type?: "input" | "checkbox" },
  ) => GetInputPropsReturnType;
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
      <TextInput
        label="Company name"
        withAsterisk
        autoComplete="organization"
        key={form.key("accountName")}
        {...form.getInputProps("accountName")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="VAT number"
          description="10 digits, if registered for VAT"
          inputMode="numeric"
          autoComplete="off"
          key={form.key("vatNumber")}
          {...form.getInputProps("vatNumber")}
        />
        <TextInput
          label="Website"
          description="For example www.yourfirm.co.za"
          inputMode="url"
          autoComplete="url"
          key={form.key("website")}
          {...form.getInputProps("website")}
        />
        <TextInput
          label="FSP number"
          description="Your FSCA licence number, printed on records of advice (optional)"
          inputMode="numeric"
          autoComplete="off"
          key={form.key("fspNumber")}
          {...form.getInputProps("fspNumber")}
        />
      </SimpleGrid>
    </Stack>
  );
}

export function ContactPersonFields({ form }: FieldsProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="First name"
          withAsterisk
          autoComplete="given-name"
          key={form.key("contactPerson.firstName")}
          {...form.getInputProps("contactPerson.firstName")}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          key={form.key("contactPerson.lastName")}
          {...form.getInputProps("contactPerson.lastName")}
        />
      </SimpleGrid>
      <TextInput
        label="E-mail"
        description="Where clients can reach you; printed on reports"
        withAsterisk
        type="email"
        inputMode="email"
        autoComplete="email"
        key={form.key("email")}
        {...form.getInputProps("email")}
      />
      <Stack gap={6}>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            label="Code"
            withAsterisk
            w={96}
            inputMode="tel"
            autoComplete="tel-country-code"
            key={form.key("telephone.phoneCountryCode")}
            {...form.getInputProps("telephone.phoneCountryCode")}
          />
          <TextInput
            label="Phone number"
            withAsterisk
            flex={1}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="082 555 1234"
            key={form.key("telephone.phoneNumber")}
            {...form.getInputProps("telephone.phoneNumber")}
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
      <TextInput
        label="Address line 1"
        withAsterisk
        autoComplete="address-line1"
        key={form.key("address.addressLine1")}
        {...form.getInputProps("address.addressLine1")}
      />
      <TextInput
        label="Address line 2"
        autoComplete="address-line2"
        key={form.key("address.addressLine2")}
        {...form.getInputProps("address.addressLine2")}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="City"
          withAsterisk
          autoComplete="address-level2"
          key={form.key("address.city")}
          {...form.getInputProps("address.city")}
        />
        <TextInput
          label="Postal code"
          withAsterisk
          inputMode="numeric"
          autoComplete="postal-code"
          key={form.key("address.postalCode")}
          {...form.getInputProps("address.postalCode")}
        />
        <TextInput
          label="Country"
          withAsterisk
          autoComplete="country-name"
          key={form.key("address.country")}
          {...form.getInputProps("address.country")}
        />
      </SimpleGrid>
      <GroupError message={form.errors.address} />
    </Stack>
  );
}
