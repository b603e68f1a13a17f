import type { CompanyResponse } from "@adviser-desk/contracts";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
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
import { FirmDefaultsSection } from "./firm-defaults-section";

const loadSchema = () => import("../lib/company-form-schema").then((m) => m.companyFormSchema);

/**
 * /company: the same fields as /subscribe, plus the firm defaults (percentages, disclaimer). Saves
 * with the version it was read at: a change made meanwhile elsewhere is reported, not overwritten.
 */
export function CompanyDetailsForm({
  company,
  readOnly = false,
}: {
  company: CompanyResponse;
  /** Without `company.manage`: the details are shown in disabled fields, with no Save. */
  readOnly?: boolean;
}) {
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
        {/* A native fieldset: `disabled` turns every field inside read-only, with no frame of its own. */}
        <fieldset disabled={readOnly} className={classes.fields}>
          <Stack gap="lg">
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
            <FirmDefaultsSection form={form} />
          </Stack>
        </fieldset>
        {/* Sticks to the bottom of the window while there are unsaved changes. */}
        {readOnly ? null : (
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
        )}
      </Stack>
    </form>
  );
}
