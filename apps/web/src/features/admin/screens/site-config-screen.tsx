import type { AdminSiteConfigResponse, SiteConfigUpdate } from "@adviser-desk/contracts";
import { formatCents, formatDateTime } from "@adviser-desk/format";
import {
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { SectionCard } from "@/components/section-card";
import { fieldErrorsOf } from "@/hooks/use-schema-form";
import { markShownInline, notifySuccess } from "@/lib/notify";
import { useSiteConfig, useUpdateSiteConfig } from "../api/site-config";
import { AuditTrail } from "../components/audit-trail";

/** /admin/site-config: the live settings every browser follows (config watch). */
export function SiteConfigScreen() {
  const config = useSiteConfig().data;
  // Owned here, not by the form: the form is rebuilt after each save, and the save's
  // confirmation must survive that.
  const update = useUpdateSiteConfig();
  return (
    <AdminPage title="Site config" description="Changes reach every open browser at once.">
      {config ? (
        <SiteConfigForm key={config.updatedAt} config={config} update={update} />
      ) : (
        <Loader />
      )}
      <AuditTrail title="Config changes" targetType="config" />
    </AdminPage>
  );
}

function SiteConfigForm(props: {
  config: AdminSiteConfigResponse;
  update: ReturnType<typeof useUpdateSiteConfig>;
}) {
  const { config, update } = props;
  const [version, setVersion] = useState(config.version ?? "");
  const [trainingUrl, setTrainingUrl] = useState(config.trainingUrl ?? "");
  const [videoUrl, setVideoUrl] = useState(config.overviewVideoUrl ?? "");
  const [amount, setAmount] = useState<number | string>(
    config.subscriptionAmountCents === null ? "" : config.subscriptionAmountCents / 100,
  );
  const [amountError, setAmountError] = useState<string | null>(null);
  const [officerName, setOfficerName] = useState(config.informationOfficerName ?? "");
  const [officerEmail, setOfficerEmail] = useState(config.informationOfficerEmail ?? "");
  const [officerEmailError, setOfficerEmailError] = useState<string | null>(null);
  const save = (change: SiteConfigUpdate, message: string) =>
    update.mutate(change, {
      onSuccess: () => notifySuccess(message),
      // A refused amount or e-mail is said under its field, and only there; nothing was saved.
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        const message = fields?.subscriptionAmountCents;
        setAmountError(typeof message === "string" ? message : null);
        const emailMessage = fields?.informationOfficerEmail;
        setOfficerEmailError(typeof emailMessage === "string" ? emailMessage : null);
        if (typeof message === "string" || typeof emailMessage === "string") {
          markShownInline(error);
        }
      },
    });

  return (
    <Stack gap="md">
      <SectionCard title="Switches">
        <Switch
          label="Under construction"
          description="Everyone but administrators is sent to the under-construction page."
          checked={config.underConstruction}
          disabled={update.isPending}
          onChange={(event) =>
            save(
              { underConstruction: event.currentTarget.checked },
              event.currentTarget.checked
                ? "The site is now under construction"
                : "The site is open again",
            )
          }
        />
        <Switch
          label="Customer chat"
          description="Shows the chat widget to signed-in users."
          checked={config.chatEnabled}
          disabled={update.isPending}
          onChange={(event) =>
            save({ chatEnabled: event.currentTarget.checked }, "Chat setting saved")
          }
        />
      </SectionCard>
      <Paper withBorder shadow="xs" p={{ base: "md", sm: "lg" }} component="section">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save(
              {
                version: version.trim() === "" ? null : version.trim(),
                trainingUrl,
                overviewVideoUrl: videoUrl,
                subscriptionAmountCents:
                  typeof amount === "number" ? Math.round(amount * 100) : null,
                informationOfficerName: officerName,
                informationOfficerEmail: officerEmail,
              },
              "Site config saved",
            );
          }}
        >
          <Stack gap="md">
            <Title order={2} fz="lg" c="navy.9">
              Settings
            </Title>
            <TextInput
              label="Version"
              description={`Browsers showing another version are asked to refresh. In effect: ${config.effectiveVersion}. Empty = the deployed build.`}
              value={version}
              onChange={(event) => setVersion(event.currentTarget.value)}
            />
            <TextInput
              label="Training URL"
              placeholder="https://…"
              value={trainingUrl}
              onChange={(event) => setTrainingUrl(event.currentTarget.value)}
            />
            <TextInput
              label="Overview video URL"
              description="An embeddable video address; its site is allowed to play in the app."
              placeholder="https://…"
              value={videoUrl}
              onChange={(event) => setVideoUrl(event.currentTarget.value)}
            />
            <NumberInput
              size="md"
              label="Monthly subscription amount (R)"
              description={`Empty = the default. Charged now: ${formatCents(config.effectiveSubscriptionAmountCents)}.`}
              value={amount}
              onChange={(value) => {
                setAmount(value);
                setAmountError(null);
              }}
              error={amountError}
              clampBehavior="none"
              decimalScale={2}
              fixedDecimalScale
              thousandSeparator=" "
              hideControls
            />
            <TextInput
              label="Information Officer"
              description="Printed in the privacy policy as the person who answers privacy requests (POPIA s 55). Empty = not named."
              value={officerName}
              onChange={(event) => setOfficerName(event.currentTarget.value)}
            />
            <TextInput
              label="Information Officer's e-mail"
              description="Printed in the privacy policy. Empty = the default mailbox."
              placeholder="privacy@…"
              value={officerEmail}
              onChange={(event) => {
                setOfficerEmail(event.currentTarget.value);
                setOfficerEmailError(null);
              }}
              error={officerEmailError}
            />
            <Group justify="flex-end">
              <Text size="xs" c="dimmed">
                Last changed {formatDateTime(config.updatedAt)}
              </Text>
              <Button type="submit" loading={update.isPending}>
                Save settings
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
