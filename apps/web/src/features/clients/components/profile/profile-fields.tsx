import {
  CLIENT_TITLES,
  type CreateClientInput,
  MARITAL_REGIMES,
  MARITAL_STATUSES,
  medicalSchemeWords,
} from "@adviser-desk/contracts";
import { NativeSelect, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useState } from "react";
import { FormField } from "@/components/fields/form-field";
import { KnownAmountInput } from "@/components/fields/known-amount-input";
import { MoneyInput } from "@/components/inputs/money-input";
import { DependantsEditor, RetirementFundsEditor } from "./profile-lists";
import { SpouseSelect } from "./spouse-select";

const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

type ClientForm = UseFormReturnType<CreateClientInput>;

function Heading({ children }: { children: string }) {
  return (
    <Title order={3} fz="md" c="navy.9" mt="sm">
      {children}
    </Title>
  );
}

/** Gross annual income: blank is "not given" (null), not R 0. */
function IncomeInput({ form }: { form: ClientForm }) {
  const [rands, setRands] = useState(form.getValues().annualIncome ?? 0);
  return (
    <MoneyInput
      label="Gross annual income"
      value={rands}
      error={form.errors.annualIncome}
      onChange={(value) => {
        setRands(value);
        form.setFieldValue("annualIncome", value === 0 ? null : value);
      }}
    />
  );
}

type TfsaField = "tfsaContributionsLifetime" | "tfsaContributionsThisTaxYear";

/** A TFSA amount: "Not known" (null) and R 0 (never contributed) are different answers. */
function TfsaInput({ form, field, label }: { form: ClientForm; field: TfsaField; label: string }) {
  const [value, setValue] = useState(form.getValues()[field] ?? undefined);
  return (
    <KnownAmountInput
      label={label}
      knownLabel="Amount"
      value={value ?? undefined}
      error={form.errors[field] as string | undefined}
      onChange={(next) => {
        setValue(next);
        form.setFieldValue(field, next ?? null);
      }}
    />
  );
}

const MEDICAL_MEMBER_CHOICES = [
  { value: "", label: "Not known" },
  { value: "0", label: "Not on a medical scheme" },
  { value: "1", label: "1: the client only" },
  ...Array.from({ length: 29 }, (_, i) => ({
    value: String(i + 2),
    label: `${i + 2}: ${medicalSchemeWords(i + 2)?.toLowerCase()}`,
  })),
];

/** People on the medical scheme: "Not known" (null) differs from "not on a scheme" (0). */
function MedicalMembersSelect({ form }: { form: ClientForm }) {
  const [members, setMembers] = useState(form.getValues().medicalSchemeMembers ?? null);
  return (
    <NativeSelect
      size="md"
      label="Medical scheme members"
      description="The client as main member, and the dependants on the scheme"
      data={MEDICAL_MEMBER_CHOICES}
      value={members === null ? "" : String(members)}
      error={form.errors.medicalSchemeMembers}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        const next = chosen === "" ? null : Number(chosen);
        setMembers(next);
        form.setFieldValue("medicalSchemeMembers", next);
      }}
    />
  );
}

/** The profile part of the client form (title, family, work and income, tax, retirement). */
export function ProfileFields({ form, clientId }: { form: ClientForm; clientId: string }) {
  const initial = form.getValues();
  const errorAt = (path: string) => form.errors[path];
  return (
    <Stack gap="md">
      <Heading>Family</Heading>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <FormField
          component={Select}
          boundTo={form}
          path="maritalStatus"
          size="md"
          label="Marital status"
          clearable
          data={choices(MARITAL_STATUSES)}
        />
        <FormField
          component={Select}
          boundTo={form}
          path="maritalRegime"
          size="md"
          label="Marital regime"
          description="Only for a marriage or civil union"
          clearable
          data={choices(MARITAL_REGIMES)}
        />
        <SpouseSelect
          clientId={clientId}
          initial={initial.spouseClientId ?? null}
          error={form.errors.spouseClientId}
          onChange={(id) => form.setFieldValue("spouseClientId", id)}
        />
      </SimpleGrid>
      <DependantsEditor
        initial={(initial.dependants ?? []).map((d) => ({
          name: d.name,
          dateOfBirth: d.dateOfBirth ?? null,
        }))}
        errorAt={errorAt}
        onChange={(items) => form.setFieldValue("dependants", items)}
      />
      <Heading>Work, income and tax</Heading>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <FormField
          component={TextInput}
          boundTo={form}
          path="employer"
          label="Employer"
          autoComplete="off"
        />
        <IncomeInput form={form} />
        <FormField
          component={TextInput}
          boundTo={form}
          path="taxReference"
          label="SARS tax reference number"
          inputMode="numeric"
          autoComplete="off"
          description="10 digits, starting 0, 1, 2, 3 or 9"
        />
      </SimpleGrid>
      <FormField
        component={Textarea}
        boundTo={form}
        path="incomeNotes"
        label="Income summary"
        description="Other income: rental, interest, a business, a pension"
        autosize
        minRows={2}
        maxRows={6}
      />
      <Heading>Savings and medical scheme</Heading>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TfsaInput
          form={form}
          field="tfsaContributionsLifetime"
          label="TFSA contributions so far (lifetime)"
        />
        <TfsaInput
          form={form}
          field="tfsaContributionsThisTaxYear"
          label="TFSA contributions this tax year"
        />
        <MedicalMembersSelect form={form} />
      </SimpleGrid>
      <Heading>Retirement</Heading>
      <RetirementFundsEditor
        initial={initial.retirementFunds ?? []}
        errorAt={errorAt}
        onChange={(items) => form.setFieldValue("retirementFunds", items)}
      />
    </Stack>
  );
}

export const TITLE_CHOICES = CLIENT_TITLES.map((t) => ({ value: t, label: t }));
