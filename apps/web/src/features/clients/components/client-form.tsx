import {
  type ClientResponse,
  type CreateClientInput,
  dateOfBirthToFill,
  isoDateInSouthAfrica,
} from "@adviser-desk/contracts";
import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { FormDateField } from "@/components/fields/form-date-field";
import { FormField } from "@/components/fields/form-field";
import { showFieldErrors, useSchemaForm } from "@/hooks/use-schema-form";
import { useCreateClient } from "../api/create-client";
import { clientQueryOptions } from "../api/get-client";
import { isVersionConflict, useUpdateClient } from "../api/update-client";
import { AdviceDatesFields } from "./profile/advice-dates-fields";
import { ProfileFields, TITLE_CHOICES } from "./profile/profile-fields";

const loadSchema = () =>
  import("@adviser-desk/contracts/clients").then((m) => m.createClientInputSchema);

interface ClientFormProps {
  client?: ClientResponse | undefined;
  onCancel: () => void;
  onSaved: (client: ClientResponse) => void;
  /** The whole profile (on the client's page), not only the names and contact details. */
  withProfile?: boolean;
}

function valuesOf(client: ClientResponse | undefined): CreateClientInput {
  return {
    clientName: client?.clientName ?? "",
    clientSurname: client?.clientSurname ?? "",
    email: client?.email ?? "",
    phone: client?.phone ?? "",
    idNumber: client?.idNumber ?? "",
    dateOfBirth: client?.dateOfBirth ?? "",
    notes: client?.notes ?? "",
    title: client?.title ?? null,
    maritalStatus: client?.maritalStatus ?? null,
    maritalRegime: client?.maritalRegime ?? null,
    spouseClientId: client?.spouseClientId ?? null,
    dependants: client?.dependants ?? [],
    employer: client?.employer ?? "",
    annualIncome: client?.annualIncome ?? null,
    incomeNotes: client?.incomeNotes ?? "",
    taxReference: client?.taxReference ?? "",
    retirementFunds: client?.retirementFunds ?? [],
    tfsaContributionsLifetime: client?.tfsaContributionsLifetime ?? null,
    tfsaContributionsThisTaxYear: client?.tfsaContributionsThisTaxYear ?? null,
    medicalSchemeMembers: client?.medicalSchemeMembers ?? null,
    nextReviewOn: client?.nextReviewOn ?? "",
    serviceEndedOn: client?.serviceEndedOn ?? "",
  };
}

/** The client's fields, checked with the contracts schema the API uses (name and surname required). */
export function ClientForm({ client, onCancel, onSaved, withProfile = false }: ClientFormProps) {
  const queryClient = useQueryClient();
  const create = useCreateClient();
  const update = useUpdateClient();
  const mutation = client ? update : create;
  const { form, formProps } = useSchemaForm({
    schema: loadSchema,
    initialValues: valuesOf(client),
    onSubmit: (values) => {
      const done = {
        onSuccess: onSaved,
        onError: (error: unknown) => showFieldErrors(form, error),
      };
      if (client)
        update.mutate({ id: client.id, patch: { ...values, version: client.version } }, done);
      else create.mutate(values, done);
    },
  });

  // A valid ID number gives the date of birth: filled while the field is empty (the schema still
  // checks that both agree when the adviser has typed another).
  form.watch("idNumber", ({ value }) => {
    const today = isoDateInSouthAfrica(new Date());
    const born = dateOfBirthToFill(form.getValues().dateOfBirth, value ?? "", today);
    if (born) form.setFieldValue("dateOfBirth", born);
  });

  const reloadLatest = async () => {
    if (!client) return;
    const latest = await queryClient.fetchQuery({ ...clientQueryOptions(client.id), staleTime: 0 });
    onSaved(latest);
  };

  return (
    <form {...formProps}>
      <Stack gap="md">
        {client && isVersionConflict(update.error) ? (
          <Alert color="orange" icon={<IconAlertTriangle size={20} />} title="Changed elsewhere">
            Someone changed this client while you were editing. Show the latest details, then make
            your change again.
            <Group mt="sm">
              <Button size="xs" variant="white" color="orange" onClick={() => void reloadLatest()}>
                Show the latest details
              </Button>
            </Group>
          </Alert>
        ) : null}
        <FormField
          component={Select}
          boundTo={form}
          path="title"
          size="md"
          label="Title"
          clearable
          maw={160}
          data={TITLE_CHOICES}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <FormField
            component={TextInput}
            boundTo={form}
            path="clientName"
            label="Name"
            autoComplete="off"
            withAsterisk
            data-autofocus
          />
          <FormField
            component={TextInput}
            boundTo={form}
            path="clientSurname"
            label="Surname"
            autoComplete="off"
            withAsterisk
          />
          <FormField
            component={TextInput}
            boundTo={form}
            path="email"
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="off"
          />
          <FormField
            component={TextInput}
            boundTo={form}
            path="phone"
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="+27 82 123 4567"
          />
          <FormField
            component={TextInput}
            boundTo={form}
            path="idNumber"
            label="SA ID number"
            inputMode="numeric"
            autoComplete="off"
            description="13 digits"
          />
          <FormDateField
            form={form}
            path="dateOfBirth"
            label="Date of birth"
            description="Filled from a valid ID number; must match it"
          />
        </SimpleGrid>
        <FormField
          component={Textarea}
          boundTo={form}
          path="notes"
          label="Notes"
          autosize
          minRows={3}
          maxRows={8}
        />
        {client && withProfile ? <ProfileFields form={form} clientId={client.id} /> : null}
        {client && withProfile ? <AdviceDatesFields form={form} /> : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {client ? "Save changes" : "Add client"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
