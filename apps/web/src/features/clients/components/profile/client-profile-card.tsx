import {
  type ClientResponse,
  MARITAL_REGIMES,
  MARITAL_STATUSES,
  medicalSchemeWords,
} from "@adviser-desk/contracts";
import { formatDateOr, formatMoney } from "@adviser-desk/format";
import { formatPhone } from "@adviser-desk/format/phone";
import { Anchor, Button, DataList, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { NO_START_DATE } from "@/lib/constants";
import { useMemberCan } from "@/lib/member-can";
import { clientPath } from "@/lib/paths";
import { clientQueryOptions } from "../../api/get-client";
import { fullName } from "../../lib/client-name";
import { ClientForm } from "../client-form";

function Value({ children }: { children: ReactNode }) {
  return children ? (
    <Text size="sm" component="div" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {children}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      Not given
    </Text>
  );
}

const date = (iso: string | null) => (iso ? formatDateOr(iso, NO_START_DATE) : null);

function Spouse({ id }: { id: string }) {
  const spouse = useQuery(clientQueryOptions(id));
  if (!spouse.data) return <Text size="sm">…</Text>;
  return (
    <Anchor component={Link} to={clientPath(id)} size="sm">
      {fullName(spouse.data)}
      {spouse.data.deletedAt ? " (deleted)" : ""}
    </Anchor>
  );
}

function ProfileGroup({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" c="dimmed" tt="uppercase" lts={0.5}>
        {title}
      </Title>
      <DataList withDivider labelWidth={150} gap="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>
              <Text size="sm" c="dimmed" fw={500}>
                {label}
              </Text>
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <Value>{value}</Value>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Stack>
  );
}

/** Summed in cents, so the total is exactly the sum of the rows shown. */
const totalRands = (values: number[]) =>
  values.reduce((cents, rands) => cents + Math.round(rands * 100), 0) / 100;

const listOf = (lines: string[]) => (lines.length > 0 ? lines.join("\n") : null);

/** The client file's profile, shown on the client's page and edited there. */
export function ClientProfileCard({ client }: { client: ClientResponse }) {
  const [editing, setEditing] = useState(false);
  const canWrite = useMemberCan("clients.write");
  const editable = client.deletedAt === null && canWrite;
  const headingId = useId();
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: "lg", sm: "xl" }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={2} fz="lg" c="navy.9" id={headingId}>
            Profile
          </Title>
          {editable && !editing ? (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
            >
              Edit profile
            </Button>
          ) : null}
        </Group>
        {editing ? (
          <ClientForm
            client={client}
            withProfile
            onCancel={() => setEditing(false)}
            onSaved={() => setEditing(false)}
          />
        ) : (
          <>
            <ProfileGroup
              title="Contact and identity"
              rows={[
                ["Title", client.title],
                ["E-mail", client.email],
                ["Phone", client.phone ? formatPhone(client.phone) : null],
                ["SA ID number", client.idNumber],
                ["Date of birth", date(client.dateOfBirth)],
                ["Tax reference", client.taxReference],
              ]}
            />
            <ProfileGroup
              title="Family"
              rows={[
                [
                  "Marital status",
                  client.maritalStatus ? MARITAL_STATUSES[client.maritalStatus] : null,
                ],
                ["Regime", client.maritalRegime ? MARITAL_REGIMES[client.maritalRegime] : null],
                [
                  "Spouse or partner",
                  client.spouseClientId ? <Spouse key="spouse" id={client.spouseClientId} /> : null,
                ],
                [
                  "Dependants",
                  listOf(
                    client.dependants.map((d) =>
                      d.dateOfBirth ? `${d.name}, born ${date(d.dateOfBirth)}` : d.name,
                    ),
                  ),
                ],
              ]}
            />
            <ProfileGroup
              title="Work and income"
              rows={[
                ["Employer", client.employer],
                [
                  "Gross annual income",
                  client.annualIncome === null ? null : formatMoney(client.annualIncome),
                ],
                ["Income summary", client.incomeNotes],
              ]}
            />
            <ProfileGroup
              title="Savings and medical scheme"
              rows={[
                [
                  "TFSA contributions so far",
                  client.tfsaContributionsLifetime === null
                    ? null
                    : formatMoney(client.tfsaContributionsLifetime),
                ],
                [
                  "TFSA contributions this tax year",
                  client.tfsaContributionsThisTaxYear === null
                    ? null
                    : formatMoney(client.tfsaContributionsThisTaxYear),
                ],
                ["Medical scheme", medicalSchemeWords(client.medicalSchemeMembers)],
              ]}
            />
            <ProfileGroup
              title="Retirement funds"
              rows={[
                [
                  "Funds",
                  listOf(client.retirementFunds.map((f) => `${f.fund}: ${formatMoney(f.value)}`)),
                ],
                [
                  "Total",
                  client.retirementFunds.length > 0
                    ? formatMoney(totalRands(client.retirementFunds.map((f) => f.value)))
                    : null,
                ],
              ]}
            />
            <ProfileGroup
              title="Advice and reviews"
              rows={[
                [
                  "Last advised",
                  client.lastAdviceOn ? date(client.lastAdviceOn) : "No record of advice issued",
                ],
                [
                  "Next review",
                  client.reviewDueOn
                    ? `${date(client.reviewDueOn)}${client.nextReviewOn ? "" : " (a year after the last advice or review)"}`
                    : null,
                ],
                ["Service ended on", date(client.serviceEndedOn)],
              ]}
            />
            <ProfileGroup title="Notes" rows={[["Notes", client.notes]]} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
