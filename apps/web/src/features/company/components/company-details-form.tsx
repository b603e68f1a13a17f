import type { CompanyResponse } from "@adviser-desk/contracts";
// The subpath keeps zod out of this chunk (the form loads its schema on first use).
import { DEFAULT_REPORT_DISCLAIMER } from "@adviser-desk/contracts/reports-format";
import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { SettingsSection } from "@/components/settings-section";
import { showFieldErrors, useSchemaForm } from "@/hooks/use-schema-form";
import { companyQueryOptions } from "@/lib/api/get-company";
import { isCompanyVersionConflict, useUpdateCompany } from "../api/update-company";
import { companyFormValues } from "../lib/company-form-values";
import classes from "./company-details-form.module.css";
import { AddressFields, CompanyIdentityFields, ContactPersonFields } from "./company-fields";

const loadSchema = () => import("../lib/company-form-schema").then((m) => m.companyFormSchema);

/**
 * /company: the same fields as /subscribe, plus the investment defaults as percentages. Saves
 * with the version it was read at: a change made meanwhile elsewhere is reported, not overwritten.
 */
export function CompanyDetailsForm({ company }: { company: CompanyResponse }) {
  const queryClient = useQueryClient();
  const update = useUpdateCompany();
  const [baseVersion, setBaseVersion] = useState(company.version);
  const [dirty, setDirty] = useState(false);
  const { form, formProps } = useSchemaForm({
    schema: loadSchema,
    initialValues: companyFormValues(company),
    onSubmit: (values) =>
      update.mutate(
        { ...values, version: baseVersion },
        {
          onSuccess: (saved) => {
            const next = companyFormValues(saved);
            form.setInitialValues(next);
            form.setValues(next);
            setBaseVersion(saved.version);
            setDirty(false);
          },
          onError: (error: unknown) => showFieldErrors(form, error),
        },
      ),
  });

  // The conflict is explained at the top of the form; Save is at the bottom.
  const conflictAlert = useRef<HTMLDivElement>(null);
  const conflict = isCompanyVersionConflict(update.error);
  useEffect(() => {
    if (conflict) conflictAlert.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [conflict]);

  // A newer company arrived (e.g. the overview marked it welcomed): take it if nothing was typed.
  const { setInitialValues, setValues, isDirty } = form;
  useEffect(() => {
    if (company.version === baseVersion || isDirty()) return;
    const next = companyFormValues(company);
    setInitialValues(next);
    setValues(next);
    setBaseVersion(company.version);
  }, [company, baseVersion, isDirty, setInitialValues, setValues]);

  const reload = async () => {
    const latest = await queryClient.fetchQuery({ ...companyQueryOptions(), staleTime: 0 });
    const next = companyFormValues(latest);
    form.setInitialValues(next);
    form.setValues(next);
    form.clearErrors();
    setBaseVersion(latest.version);
    setDirty(false);
    update.reset();
  };

  return (
    <form {...formProps} onChange={() => setDirty(form.isDirty())}>
      <Stack gap="lg">
        {conflict ? (
          <Alert
            ref={conflictAlert}
            color="orange"
            icon={<IconAlertTriangle size={20} />}
            title="These details were changed elsewhere"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                Someone saved your company details (perhaps you, in another tab) after this page was
                opened. Reload them to see the latest; your unsaved changes here will be lost.
              </Text>
              <Button
                size="xs"
                color="orange"
                leftSection={<IconRefresh size={15} />}
                onClick={() => void reload()}
              >
                Reload details
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <SettingsSection
          title="Company"
          description="Your practice's name and registration, as printed on reports."
        >
          <CompanyIdentityFields form={form} />
        </SettingsSection>
        <SettingsSection
          title="Contact person"
          description="The adviser clients deal with. Their name and initials show in the header."
        >
          <ContactPersonFields form={form} />
        </SettingsSection>
        <SettingsSection title="Address" description="Your practice's physical address.">
          <AddressFields form={form} />
        </SettingsSection>
        <SettingsSection
          title="Investment defaults"
          description="What a new investment comparison starts with. Each comparison can change them."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label="Inflation"
              inputMode="decimal"
              rightSection={<Text size="sm">%</Text>}
              key={form.key("inflation")}
              {...form.getInputProps("inflation")}
            />
            <TextInput
              label="Investment growth"
              inputMode="decimal"
              rightSection={<Text size="sm">%</Text>}
              key={form.key("investment")}
              {...form.getInputProps("investment")}
            />
          </SimpleGrid>
        </SettingsSection>
        <SettingsSection
          title="Reports"
          description="The disclaimer printed at the end of every client report. Leave it empty to use ours."
        >
          <Textarea
            label="Report disclaimer"
            size="md"
            placeholder={DEFAULT_REPORT_DISCLAIMER}
            autosize
            minRows={3}
            maxRows={10}
            key={form.key("reportDisclaimer")}
            {...form.getInputProps("reportDisclaimer")}
          />
        </SettingsSection>
        {/* Sticks to the bottom of the window while there are unsaved changes. */}
        <div className={classes.saveBar} data-dirty={dirty || undefined}>
          <Group justify="flex-end" gap="sm">
            {dirty ? (
              <>
                <Text size="sm" c="dimmed" mr="auto">
                  Unsaved changes
                </Text>
                <Button
                  variant="default"
                  onClick={() => {
                    form.reset();
                    setDirty(false);
                    update.reset();
                  }}
                  disabled={update.isPending}
                >
                  Discard
                </Button>
              </>
            ) : null}
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </div>
      </Stack>
    </form>
  );
}
