import { Stack, Text, Title } from "@mantine/core";
import { SettingsSection } from "@/components/settings-section";
import { useCompany } from "@/lib/api/get-company";
import { CompanyDetailsForm } from "../components/company-details-form";
import { CompanyLogoEditor } from "../components/company-logo-editor";

/** /company ("My Company Details"): the company profile, its logo and investment defaults. */
export function CompanyScreen() {
  const company = useCompany();
  return (
    <Stack gap="lg">
      <title>My Company Details · Adviser Desk</title>
      <Stack gap={4}>
        <Title order={1} fz={28} c="navy.9">
          My Company Details
        </Title>
        <Text c="dimmed">How your practice appears in Adviser Desk and on client reports.</Text>
      </Stack>
      <SettingsSection
        title="Logo"
        description="Shown in the header and on the reports you prepare for clients."
      >
        <CompanyLogoEditor companyName={company.accountName} logoUrl={company.accountImage} />
      </SettingsSection>
      <CompanyDetailsForm company={company} />
    </Stack>
  );
}
