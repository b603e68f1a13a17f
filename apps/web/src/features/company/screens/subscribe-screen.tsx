import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { showFieldErrors, useSchemaForm } from "@/hooks/use-schema-form";
import { useMe } from "@/lib/api/get-me";
import { useSignOut } from "@/lib/api/sign-out";
import { ADMIN } from "@/lib/paths";
import { useCreateCompany } from "../api/create-company";
import {
  AddressFields,
  CompanyIdentityFields,
  ContactPersonFields,
} from "../components/company-fields";
import { FormSection } from "../components/form-section";
import { NEW_COMPANY_VALUES, newCompanyValuesFor } from "../lib/company-form-values";

const loadSchema = () =>
  import("@adviser-desk/contracts/company").then((m) => m.companyInputSchema);

/** /subscribe: a signed-in user without a company creates it (spec §3 "Account", §5 rules). */
export function SubscribeScreen() {
  const me = useMe().data;
  const signOut = useSignOut();
  const create = useCreateCompany();
  const { form, formProps } = useSchemaForm({
    schema: loadSchema,
    initialValues: me ? newCompanyValuesFor(me.user) : NEW_COMPANY_VALUES,
    onSubmit: (values) =>
      create.mutate(values, {
        onError: (error: unknown) => showFieldErrors(form, error),
      }),
  });

  return (
    <Stack w="100%" maw={720} gap="md">
      <title>Set up your company · Adviser Desk</title>
      {me?.claims.admin ? (
        // An administrator need not run a practice: Administration is open without a company.
        <Alert color="navy" title="You are an administrator">
          <Group justify="space-between" gap="sm">
            <Text size="sm">Set up a company only if you also advise clients yourself.</Text>
            <Button component={Link} to={ADMIN} size="sm" variant="filled">
              Go to Administration
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Paper withBorder shadow="sm" p={{ base: "lg", xs: "xl" }}>
        <form {...formProps}>
          <Stack gap="xl">
            <Stack gap={6}>
              <Title order={1} fz={26} c="navy.9">
                Set up your company
              </Title>
              <Text c="dimmed" size="sm">
                Tell us about your practice. These details appear on the reports you prepare for
                clients, and you can change them later under My Company Details.
              </Text>
            </Stack>
            <FormSection title="Your company">
              <CompanyIdentityFields form={form} />
            </FormSection>
            <Divider />
            <FormSection
              title="Contact person"
              description="The adviser clients deal with. Their initials show in the header."
            >
              <ContactPersonFields form={form} />
            </FormSection>
            <Divider />
            <FormSection title="Address">
              <AddressFields form={form} />
            </FormSection>
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending || create.isSuccess}>
                Create company
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {me ? (
        <Text ta="center" size="sm" c="dimmed">
          Signed in as {me.user.name || me.user.email} ·{" "}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            Sign out
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}
