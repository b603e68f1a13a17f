// The subpath keeps zod out of this chunk (the form loads its schema on first use).
import "@mantine/core/styles/Switch.css";
import { DEFAULT_REPORT_DISCLAIMER } from "@adviser-desk/contracts/reports-format";
import { SimpleGrid, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { FormField } from "@/components/fields/form-field";
import { SettingsSection } from "@/components/settings-section";
import type { CompanyFieldsForm } from "./company-fields";

function PercentInput({
  form,
  field,
  label,
}: {
  form: CompanyFieldsForm;
  field: "inflation" | "investment" | "annualFee";
  label: string;
}) {
  return (
    <FormField
      component={TextInput}
      boundTo={form}
      path={field}
      label={label}
      inputMode="decimal"
      rightSection={<Text size="sm">%</Text>}
    />
  );
}

/**
 * The firm defaults the owner sets for the whole practice: every member's new investment
 * comparison starts from these assumptions, and every report ends with the disclaimer. The
 * logo above is the practice's branding on reports.
 */
export function FirmDefaultsSection({ form }: { form: CompanyFieldsForm }) {
  return (
    <>
      <SettingsSection
        title="Firm defaults"
        description="What every member's new investment comparison starts with. Each comparison can change them."
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
          <PercentInput form={form} field="inflation" label="Inflation" />
          <PercentInput form={form} field="investment" label="Investment growth" />
          <PercentInput form={form} field="annualFee" label="Annual fee" />
        </SimpleGrid>
      </SettingsSection>
      <SettingsSection
        title="Reports"
        description="The disclaimer printed at the end of every client report your practice prepares. Leave it empty to use ours."
      >
        <FormField
          component={Textarea}
          boundTo={form}
          path="reportDisclaimer"
          label="Report disclaimer"
          size="md"
          placeholder={DEFAULT_REPORT_DISCLAIMER}
          autosize
          minRows={3}
          maxRows={10}
        />
      </SettingsSection>
      <SettingsSection
        title="Client data"
        description="A client's data export holds everything kept about them: ID and tax numbers, income, family, every calculation and record of advice. POPIA makes it an adviser's or information officer's act."
      >
        <FormField
          component={Switch}
          boundTo={form}
          path="exportByStaff"
          checkbox
          label="Assistants and read-only members may export a client's data"
          description="Off: only the owner and advisers can. Advisers and the owner always can."
        />
      </SettingsSection>
    </>
  );
}
