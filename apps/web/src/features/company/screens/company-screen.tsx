import { Alert, Stack, Text, Title } from "@mantine/core";
import { SettingsSection } from "@/components/settings-section";
import { useCompany } from "@/lib/api/get-company";
import { useMemberCan } from "@/lib/member-can";
import { CompanyDetailsForm } from "../components/company-details-form";
import { CompanyLogoEditor } from "../components/company-logo-editor";
import { MembersSection } from "../components/members/members-section";

/**
 * /company ("My Company Details"): the company profile, its logo and investment defaults, and
 * the practice's members. Only `company.manage` (the owner) changes the profile; others read it.
 */
export function CompanyScreen() {
  const company = useCompany();
  const readOnly = !useMemberCan("company.manage");
  return (
    <Stack gap="lg">
      <title>My Company Details · Adviser Desk</title>
      <Stack gap={4}>
        <Title order={1} fz={28} c="navy.9">
          My Company Details
        </Title>
        <Text c="dimmed">How your practice appears in Adviser Desk and on client reports.</Text>
      </Stack>
      {readOnly ? (
        <Alert color="blue" variant="light" title="Read only">
          Only the practice's owner can change these details.
        </Alert>
      ) : null}
      <SettingsSection
        title="Logo"
        description="Shown in the header and on the reports you prepare for clients."
      >
        <CompanyLogoEditor
          companyName={company.accountName}
          logoUrl={company.accountImage}
          readOnly={readOnly}
        />
      </SettingsSection>
      <MembersSection />
      <CompanyDetailsForm company={company} readOnly={readOnly} />
    </Stack>
  );
}
