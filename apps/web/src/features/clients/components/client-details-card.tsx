import type { ClientResponse } from "@adviser-desk/contracts";
import { formatDateOr } from "@adviser-desk/format";
import { formatPhone } from "@adviser-desk/format/phone";
import { DataList, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { NO_START_DATE } from "@/lib/constants";

function Value({ children }: { children: string | null }) {
  return children ? (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {children}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      Not given
    </Text>
  );
}

/** The client's own details. */
export function ClientDetailsCard({ client }: { client: ClientResponse }) {
  const rows: [string, ReactNode][] = [
    ["E-mail", <Value key="email">{client.email}</Value>],
    ["Phone", <Value key="phone">{client.phone ? formatPhone(client.phone) : null}</Value>],
    ["SA ID number", <Value key="id">{client.idNumber}</Value>],
    [
      "Date of birth",
      <Value key="dob">
        {client.dateOfBirth ? formatDateOr(client.dateOfBirth, NO_START_DATE) : null}
      </Value>,
    ],
    ["Notes", <Value key="notes">{client.notes}</Value>],
  ];
  return (
    <Paper withBorder shadow="xs" p={{ base: "lg", sm: "xl" }} component="section">
      <Stack gap="md">
        <Title order={2} fz="lg" c="navy.9">
          Details
        </Title>
        <DataList withDivider labelWidth={110} gap="sm">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>
                <Text size="sm" c="dimmed" fw={500}>
                  {label}
                </Text>
              </DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </Stack>
    </Paper>
  );
}
